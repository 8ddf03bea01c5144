package ingestlab.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command that starts a fresh JVM for {@code lab sweep}'s trials and {@code lab calibrate}'s runs. */
final class ChildJvm {
    /**
     * Elasticsearch's collector (distribution/src/config/jvm.options: {@code 14-:-XX:+UseG1GC}), named rather than
     * left to the JVM's ergonomics, which pick the serial collector for a JVM told it has one CPU: a duet's side would
     * otherwise run another collector than a sequential trial.
     */
    static final String COLLECTOR = "-XX:+UseG1GC";

    private ChildJvm() {}

    /**
     * This JVM's java and classpath, its flags less the heap, the given heap, G1 unless its flags chose a collector,
     * {@code extraFlags}, and the hidden {@code lab child} ({@link ChildCommand}). An out-of-memory child exits at
     * once instead of limping on.
     */
    static List<String> command(long heapBytes, List<String> extraFlags) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        List<String> inherited = ManagementFactory.getRuntimeMXBean().getInputArguments();
        if (inherited.stream().noneMatch(ChildJvm::choosesCollector)) {
            command.add(COLLECTOR);
        }
        for (String arg : inherited) {
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

    /** Whether a JVM flag selects a garbage collector ({@code -XX:+UseZGC}, {@code -XX:+UseSerialGC}, ...). */
    static boolean choosesCollector(String flag) {
        return flag.startsWith("-XX:+Use") && flag.endsWith("GC");
    }
}
