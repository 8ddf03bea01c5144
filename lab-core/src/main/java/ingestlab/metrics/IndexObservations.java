package ingestlab.metrics;

/**
 * What one index of a trial's node measured, for the per-index file: its part of the documents, its own registry and
 * samples (so a node {@link Metric} read from those has its value on this index too), and what only an index reports.
 *
 * @param docs documents fed to the index
 * @param share its share of the workload's documents, as declared (normalised)
 * @param atAck the index's registry when the last bulk was acknowledged
 * @param atEnd the index's end state once the tail was done: its {@link Metric#SEGMENT_COUNT_FINAL} and
 *     {@link Metric#STORE_BYTES}
 * @param samples the index's distributions (flushed segment sizes) when the last bulk was acknowledged
 * @param refreshesSkippedIdle scheduled refreshes skipped because the copy was search-idle
 * @param mergedDocs documents in the segments the index's merges consumed
 * @param bufferMaxBytes the most indexing buffer the index's copies held at once, sampled
 */
public record IndexObservations(String index, int shards, long docs, double share, Counts atAck, Counts atEnd,
                                Samples samples, long refreshesSkippedIdle, long mergedDocs, long bufferMaxBytes)
        implements Measurements {}
