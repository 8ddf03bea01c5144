package ingestlab.metrics;

/**
 * Why a segment was flushed. The 8.11 blog's claim is about this mechanism ("fewer, significantly larger segments"),
 * so every flushed segment is counted under exactly one cause.
 */
public enum FlushCause {
    /** The indexing-buffer controller wrote the shard's buffer ({@code flushNextBuffer}, or a full internal refresh). */
    CONTROLLER(Metric.FLUSHES_BY_CONTROLLER),
    /** A scheduled refresh, or the final refresh after the last bulk: a full flush of every pending segment. */
    REFRESH(Metric.FLUSHES_BY_REFRESH),
    /** IndexWriter's own flush policy: its RAM buffer or the per-thread hard limit was reached. */
    LUCENE(Metric.FLUSHES_BY_LUCENE),
    /**
     * A commit the translog's flush thresholds triggered (Elasticsearch's flush): {@code IndexWriter#commit} flushes
     * every pending segment, in both flush modes.
     */
    COMMIT(Metric.FLUSHES_BY_COMMIT);

    private final Metric metric;

    FlushCause(Metric metric) {
        this.metric = metric;
    }

    /** The counter of segments flushed for this cause. */
    public Metric metric() {
        return metric;
    }

    /** Segments flushed up to the moment of {@code counts}, whatever the cause. */
    public static long total(Counts counts) {
        long total = 0;
        for (FlushCause cause : values()) {
            total += counts.getLong(cause.metric);
        }
        return total;
    }
}
