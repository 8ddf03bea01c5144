package ingestlab.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Hands a failure caught on another thread to the thread that must report it, without wrapping what is already fit. */
public final class Failures {
    private Failures() {}

    /**
     * Throws an unchecked failure as it is, and returns a checked one as an IOException for the caller to throw: a
     * worker's failure reaches the caller with its own type and message.
     */
    public static IOException rethrow(Throwable failure) {
        if (failure instanceof IOException e) {
            return e;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return new IOException(failure);
    }

    /** Throws a background task's failure, if there was one, saying {@code what} failed; returns otherwise. */
    public static void throwIfFailed(Throwable failure, String what) throws IOException {
        if (failure instanceof IOException e) {
            throw e;
        }
        if (failure != null) {
            throw new UncheckedIOException(new IOException(what + " failed", failure));
        }
    }
}
