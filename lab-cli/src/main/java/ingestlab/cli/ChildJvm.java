package ingestlab.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command that starts a fresh JVM for {@code lab sweep}'s trials and {@code lab calibrate}'s runs. */
final class ChildJvm {
    private ChildJvm() {}

    /**
     * This JVM's java and classpath, its flags less the heap, the given heap, {@code extraFlags}, and the hidden
     * {@code lab child} ({@link ChildCommand}). An out-of-memory child exits at once instead of limping on.
     */
    static List<String> command(long heapBytes, List<String> extraFlags) {
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
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LabCommand.class.getName(), "child"));
        return command;
    }
}
