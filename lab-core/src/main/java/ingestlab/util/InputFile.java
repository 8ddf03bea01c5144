package ingestlab.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A file the user named as input (a corpus, a mapping): what keeps it from being read, found before anything runs. */
public final class InputFile {
    private InputFile() {}

    /** Why {@code file} cannot serve as input (missing, a folder, unreadable, empty), or null when it can. */
    public static String problem(Path file) {
        if (!Files.exists(file)) {
            return "it does not exist";
        }
        if (Files.isDirectory(file)) {
            return "it is a folder; give a file";
        }
        if (!Files.isReadable(file)) {
            return "permission denied";
        }
        try {
            return Files.size(file) == 0 ? "it is empty" : null;
        } catch (IOException e) {
            return IoErrors.describe(e);
        }
    }
}
