package ingestlab.util;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * An I/O failure in words a user can act on. NIO's exceptions often carry nothing but a path as their message
 * ({@code NoSuchFileException: /proc/forbidden}), and their class name is not for users.
 */
public final class IoErrors {
    private IoErrors() {}

    /** What went wrong, then the file it went wrong on when the exception names one. */
    public static String describe(IOException e) {
        String what = switch (e) {
            case NoSuchFileException x -> "not found, and it cannot be created there";
            case AccessDeniedException x -> "permission denied";
            case FileAlreadyExistsException x -> "a file is in the way";
            case NotDirectoryException x -> "not a folder";
            case FileSystemException x when x.getReason() != null -> x.getReason();
            case FileSystemException x -> "the file system refused";
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        };
        return e instanceof FileSystemException fs && fs.getFile() != null ? what + ": " + fs.getFile() : what;
    }
}
