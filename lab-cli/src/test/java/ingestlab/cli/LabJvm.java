package ingestlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * JVMs that tests start besides their own: {@code lab} in a JVM of its own, and a sweep's tiny trial JVMs. Both get the
 * client compiler only: they index a few thousand documents and exit, C2 would spend about 2 of each one's 6
 * CPU-seconds compiling code it barely runs, and no test here measures speed.
 */
final class LabJvm {
    private static final String CLIENT_COMPILER = "-XX:TieredStopAtLevel=1";
    /** {@code lab sweep}'s option that gives each of its trial JVMs the client compiler only. */
    static final String TRIALS_WITH_CLIENT_COMPILER = "--jvm-args=" + CLIENT_COMPILER;

    private LabJvm() {}

    /**
     * {@code lab SUBCOMMAND} in a JVM of its own (to kill, halt or race it): this JVM's java and classpath, bin/lab's
     * module flags, the client compiler only. The trial JVMs it forks inherit its flags.
     */
    static List<String> command(String subcommand) {
        return new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(), "-Xmx512m",
                "--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", CLIENT_COMPILER,
                "-cp", System.getProperty("java.class.path"), LabCommand.class.getName(), subcommand));
    }

    /**
     * Runs {@code lab SUBCOMMAND ARGS} in a JVM of its own to its end, its output kept in files in {@code dir}: for a
     * command that forks JVMs of its own (lab calibrate), which then inherit the client compiler. The test's timeout
     * bounds the wait: its interrupt ends the wait, and the JVM is killed.
     */
    static CliRun run(Path dir, String subcommand, String... args) throws IOException, InterruptedException {
        List<String> command = command(subcommand);
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, subcommand, ".out");
        Path err = Files.createTempFile(dir, subcommand, ".err");
        Process lab = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            lab.waitFor();
        } finally {
            lab.destroyForcibly();
        }
        return new CliRun(lab.exitValue(), Files.readString(out), Files.readString(err));
    }
}
