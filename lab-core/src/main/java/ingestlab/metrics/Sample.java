package ingestlab.metrics;

/** A distribution recorded during a trial (HdrHistogram, so memory does not grow with the run). */
public enum Sample {
    /** Microseconds from sending a bulk to the last shard's response. */
    BULK_LATENCY_MICROS,
    /** Bytes of each segment a flush wrote. */
    FLUSHED_SEGMENT_BYTES,
    /** Bytes of each segment a merge wrote. */
    MERGED_SEGMENT_BYTES,
    /** Microseconds of one search of the query load ({@code --search-rate}), over every shard. */
    SEARCH_LATENCY_MICROS,
    /** Shards one over-budget check of the indexing-buffer controller picked for a buffer write. */
    CONTROLLER_SHARDS_PER_CHECK
}
