package ingestlab.translog;

import java.io.IOException;

/** An operation before the translog's last one fails its checksum or is cut short: recovery cannot go on. */
public final class TranslogCorruptedException extends IOException {
    private static final long serialVersionUID = 1L;
    private final long generation;
    private final long offset;

    TranslogCorruptedException(long generation, long offset, String reason) {
        super("translog generation " + generation + " is corrupted at offset " + offset + ": " + reason);
        this.generation = generation;
        this.offset = offset;
    }

    public long generation() {
        return generation;
    }

    public long offset() {
        return offset;
    }
}
