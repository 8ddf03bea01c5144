package ingestlab.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command that runs a lab subcommand in a fresh JVM, as {@code lab sweep} and {@code lab calibrate} fork them. */
final class ChildJvm {
    private ChildJvm() {}

    /**
     * This JVM's java and classpath, its flags less the heap, the given heap, {@code extraFlags}, and the
     * subcommand. An out-of-memory child exits at once instead of limping on.
     */
    static List<String> command(long heapBytes, List<String> extraFlags, String subcommand) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!arg.startsWith("-Xmx") && !arg.startsWith("-Xms") && !arg.startsWith("-agentlib")
                    && !arg.startsWith("-javaagent") && !arg.startsWith("-XX:+ExitOnOutOfMemoryError")
                    && !arg.startsWith("-XX:StartFlightRecording")) {
                command.add(arg);
            }
        }
        command.addAll(List.of("-Xmx" + heapBytes, "-Xms" + heapBytes, "-XX:+ExitOnOutOfMemoryError"));
        command.addAll(extraFlags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LabCommand.class.getName(), subcommand));
        return command;
    }
}
