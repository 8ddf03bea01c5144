package ingestlab.metrics;

import java.util.concurrent.atomic.LongAdder;

/**
 * Bytes the writers of a node wrote, attributed by the {@code IOContext} Lucene opened each file with
 * (REFERENCES §3): flush, merge, or anything else (commits, segments files).
 */
public final class IoStats {
    final LongAdder flushBytes = new LongAdder();
    final LongAdder mergeBytes = new LongAdder();
    final LongAdder otherBytes = new LongAdder();
    final LongAdder flushedSegments = new LongAdder();
    final LongAdder flushNanos = new LongAdder();

    public Snapshot snapshot() {
        return new Snapshot(flushedSegments.sum(), flushBytes.sum(), flushNanos.sum(), mergeBytes.sum(),
                flushBytes.sum() + mergeBytes.sum() + otherBytes.sum());
    }

    /**
     * @param flushes segments written by flushes (any cause)
     * @param flushNanos summed per segment, from its first file opened to its last file closed
     * @param bytesWritten every byte written, including the per-file outputs that compound files then repack
     */
    public record Snapshot(long flushes, long flushedBytes, long flushNanos, long mergedBytes, long bytesWritten) {}
}
