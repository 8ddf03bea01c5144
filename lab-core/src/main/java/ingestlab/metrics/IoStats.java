package ingestlab.metrics;

import java.util.concurrent.atomic.LongAdder;

/**
 * Bytes the writers of a node wrote: to segments sealed by a flush, to segments sealed by a merge, or anything else
 * (commits, deletes and doc-values updates, aborted merges). {@link MeasuringDirectory} decides which.
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
     * @param flushes segments sealed by flushes (any cause)
     * @param flushedBytes every byte written for those segments: stored fields written while indexing, the other
     *     files written by the flush, and the compound-file repack
     * @param flushNanos summed per segment, from its first file opened for the flush to its .si file closed
     * @param mergedBytes the same for segments sealed by merges
     * @param bytesWritten every byte written
     */
    public record Snapshot(long flushes, long flushedBytes, long flushNanos, long mergedBytes, long bytesWritten) {}
}
