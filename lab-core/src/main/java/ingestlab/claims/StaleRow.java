package ingestlab.claims;

/** A row older than the registry that would judge it (registry v3 judges only fresh rows), said in one line. */
public final class StaleRow extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StaleRow(String message) {
        super(message);
    }
}
