package ingestlab.report;

import ingestlab.metrics.Direction;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;

/**
 * A numeric column of the per-index file, shown as the node metric of the same name is (its unit and direction:
 * {@code flushes}, {@code merge_time_s}, {@code store_bytes}); a column no node metric has is read from its name.
 */
public record IndexMetric(String column, Unit unit, Direction direction) {
    public static IndexMetric of(String column) {
        for (Metric metric : Metric.values()) {
            if (metric.column().equals(column)) {
                return new IndexMetric(column, metric.unit(), metric.direction());
            }
        }
        Unit unit = column.endsWith("_bytes") ? Unit.BYTES : column.endsWith("_s") ? Unit.SECONDS
                : column.contains("_mb") ? Unit.MIB : column.equals("share") ? Unit.RATIO : Unit.COUNT;
        return new IndexMetric(column, unit, Direction.NEUTRAL);
    }

    String format(double value) {
        return unit.format(value);
    }

    /** Title of a table, as {@link Cells#heading} writes a node metric's. */
    String heading() {
        return column + (unit.symbol().isEmpty() ? "" : " (" + unit.symbol() + ")");
    }
}
