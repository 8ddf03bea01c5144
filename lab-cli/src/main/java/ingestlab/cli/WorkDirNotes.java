package ingestlab.cli;

import ingestlab.results.Environment;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/** Warns when trials would write their indexes to memory, where flush and merge times do not measure a disk. */
final class WorkDirNotes {
    private WorkDirNotes() {}

    /** @param workDir the {@code --work-dir}, or null for the temporary folder */
    static void warnIfRam(Path workDir, PrintWriter err) {
        Path where = workDir != null ? workDir : Path.of(System.getProperty("java.io.tmpdir"));
        String type = Environment.fileSystemType(where);
        if (type.equals("tmpfs") || type.equals("ramfs")) {
            err.println("warning: the work dir " + where + " is on " + type + ": flush and merge times measure RAM, "
                    + "not disk (give --work-dir on a disk)");
            err.flush();
        }
    }

    /** Refuses a work dir the trials could not write, before anything runs or is written. */
    static void checkWritable(Path workDir, CommandLine cli) {
        if (workDir != null) {
            BadInput.checkWritableFolder(cli, "--work-dir", workDir);
        }
    }
}
