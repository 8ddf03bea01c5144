package ingestlab.data;

import java.io.IOException;

/** A document that cannot be read or indexed: its message starts with {@code file:line} and says why. */
public final class BadDocumentException extends IOException {
    private static final long serialVersionUID = 1L;

    public BadDocumentException(String origin, String reason) {
        super(origin + ": " + reason);
    }
}
