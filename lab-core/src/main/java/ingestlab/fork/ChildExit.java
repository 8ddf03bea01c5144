package ingestlab.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Why a forked JVM (a sweep's trial, a calibration run) failed: out of memory, or its exit code and last words. The
 * JVM reports {@code -XX:+ExitOnOutOfMemoryError} ("Terminating due to java.lang.OutOfMemoryError: ...") on its own
 * output stream, which is stdout, so both logs are read.
 */
final class ChildExit {
    private static final String INCUBATOR_NOTICE = "WARNING: Using incubator modules";

    private ChildExit() {}

    /** @param jvm what the JVM was, for the sentence ("the trial's JVM") */
    public static String describe(String jvm, int exitCode, Path stderr, Path stdout) throws IOException {
        List<String> errors = lines(stderr);
        for (String line : Stream.concat(errors.stream(), lines(stdout).stream()).toList()) {
            if (line.contains("OutOfMemoryError")) {
                return jvm + " ran out of memory (" + line.trim() + "); try a larger --heap";
            }
        }
        String last = "";
        for (String line : errors) {
            if (!line.isBlank() && !line.startsWith(INCUBATOR_NOTICE)) {
                last = line.trim();
            }
        }
        return jvm + " exited with code " + exitCode + (last.isEmpty() ? "" : ": " + last);
    }

    private static List<String> lines(Path log) throws IOException {
        return Files.exists(log) ? Files.readAllLines(log, StandardCharsets.UTF_8) : List.of();
    }
}
