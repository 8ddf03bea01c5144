package ingestlab.metrics;

/**
 * What one index of a trial's node measured, for the per-index file: its part of the documents, its own registry's
 * totals and gauges when the last bulk was acknowledged, its samples, and what only an index reports.
 *
 * @param docs documents fed to the index
 * @param share its share of the workload's documents, as declared (normalised)
 * @param atAck the index's registry when the last bulk was acknowledged
 * @param samples the index's distributions (flushed segment sizes) at the same moment
 * @param controllerWrites buffer writes the controller made on the index's copies
 * @param refreshesSkippedIdle scheduled refreshes skipped because the copy was search-idle
 * @param mergedDocs documents in the segments the index's merges consumed
 * @param segmentCountFinal segments of the index's copies once the tail was done
 * @param storeBytes the index's copies on disk once the tail was done
 * @param bufferMaxBytes the most indexing buffer the index's copies held at once, sampled
 */
public record IndexObservations(String index, int shards, long docs, double share, Counts atAck, Samples samples,
                                long controllerWrites, long refreshesSkippedIdle, long mergedDocs,
                                long segmentCountFinal, long storeBytes, long bufferMaxBytes) {

    /** Segments flushed up to the last acknowledgement, whatever the cause. */
    public long flushes() {
        long total = 0;
        for (FlushCause cause : FlushCause.values()) {
            total += atAck.getLong(cause.metric());
        }
        return total;
    }
}
