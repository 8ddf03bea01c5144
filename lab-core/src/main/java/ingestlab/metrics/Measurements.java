package ingestlab.metrics;

/**
 * What a {@link Metric} is read from: the whole node of a trial ({@link Observations}) or one index of it
 * ({@link IndexObservations}). Both hold their registry when the last bulk was acknowledged, once the tail was done,
 * and their samples, so a metric read from these alone has a value per index too.
 */
interface Measurements {
    /** Totals and gauges when the last bulk was acknowledged. */
    Counts atAck();

    /** Totals and gauges, the end state's included, once the final refresh and the merges after it were done. */
    Counts atEnd();

    /** The distributions up to the last acknowledgement. */
    Samples samples();
}
