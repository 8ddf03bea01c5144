package ingestlab.cli;

import java.nio.file.Path;

/** The lab's folder: {@code lab.home} as set by {@code bin/lab}, else the working folder. */
final class LabHome {
    private LabHome() {}

    static Path path() {
        String home = System.getProperty("lab.home");
        return Path.of(home != null && !home.isBlank() ? home : ".");
    }
}
