package ingestlab.metrics;

/**
 * A column that holds a measurement: its name, unit and which way is better. A node's {@link Metric} is one, and so
 * is a measured column of the per-index file, so that summaries and comparisons treat the node and an index alike.
 */
public interface MetricColumn {
    /** Its name in the file. */
    String column();

    Unit unit();

    Direction direction();
}
