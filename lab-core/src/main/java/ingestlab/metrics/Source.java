package ingestlab.metrics;

/** Where a {@link Metric}'s value comes from. */
public enum Source {
    /** A running total in {@link MetricRegistry}, read when the last bulk was acknowledged. */
    COUNTED,
    /** A running total of nanoseconds in {@link MetricRegistry}, reported in seconds. */
    NANOS,
    /**
     * A level, not a total, registered with {@link MetricRegistry} by the component that holds it; read when the
     * last bulk was acknowledged.
     */
    GAUGE,
    /** Registered like a gauge by the end-of-trial inspection; read once the final refresh and merges were done. */
    AT_END,
    /** Computed from other observations. */
    DERIVED
}
