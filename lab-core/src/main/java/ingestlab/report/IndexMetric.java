package ingestlab.report;

import ingestlab.metrics.Direction;
import ingestlab.metrics.MetricColumn;
import ingestlab.metrics.Unit;
import ingestlab.results.IndexColumn;

/**
 * A numeric column of the per-index file, shown with the unit and direction its {@link IndexColumn} declares (a node
 * metric's for {@code flushes}, {@code merge_time_s}, {@code store_bytes}).
 */
public record IndexMetric(String column, Unit unit, Direction direction) implements MetricColumn {
    /** The declared column of that name; a name the per-index file does not declare, or the index's, is refused. */
    public static IndexMetric of(String column) {
        IndexColumn declared = IndexColumn.find(column).orElseThrow(() -> new IllegalArgumentException(
                "'" + column + "' is not a column of the per-index file"));
        Unit unit = declared.unit().orElseThrow(() -> new IllegalArgumentException(
                "'" + column + "' names the index, it is not a metric"));
        return new IndexMetric(column, unit, declared.direction());
    }
}
