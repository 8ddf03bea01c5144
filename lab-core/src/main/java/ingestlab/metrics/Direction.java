package ingestlab.metrics;

/** Which way a metric is better, so tables can mark the best value. */
public enum Direction {
    HIGHER_IS_BETTER,
    LOWER_IS_BETTER,
    NEUTRAL
}
