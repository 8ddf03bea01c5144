package ingestlab.cli;

import ingestlab.results.Environment;
import ingestlab.util.IoErrors;
import java.io.PrintWriter;
import java.io.IOException;
import java.nio.file.Files;
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

    /**
     * Refuses a work dir the trials could not write, before anything runs or is written: it is made if missing, and
     * a probe file is created in it and deleted.
     */
    static void checkWritable(Path workDir, CommandLine cli) {
        if (workDir == null) {
            return;
        }
        try {
            Files.createDirectories(workDir);
            Files.delete(Files.createTempFile(workDir, "lab-probe-", ".tmp"));
        } catch (IOException e) {
            throw cannotWrite(cli, workDir, IoErrors.describe(e));
        } catch (RuntimeException e) {
            throw cannotWrite(cli, workDir, e.getMessage());
        }
    }

    private static CommandLine.ParameterException cannotWrite(CommandLine cli, Path workDir, String why) {
        return BadInput.option(cli, "--work-dir", "'" + workDir + "' cannot be written (" + why + "); give a "
                + "folder this user can create and write");
    }
}
