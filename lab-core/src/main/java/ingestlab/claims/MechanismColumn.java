package ingestlab.claims;

import ingestlab.metrics.Metric;
import ingestlab.report.RowMetrics;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The mechanism columns a claim's section shows per level, as means over the level's counted trials: result columns
 * named by their {@link Metric}, and three figures computed from them.
 */
enum MechanismColumn {
    DOCS_PER_S(Metric.DOCS_PER_S),
    DOCS_PER_CPU_S(Metric.DOCS_PER_CPU_S),
    FLUSHES_BY_REFRESH(Metric.FLUSHES_BY_REFRESH),
    FLUSHES_BY_CONTROLLER(Metric.FLUSHES_BY_CONTROLLER),
    FLUSHES_BY_LUCENE(Metric.FLUSHES_BY_LUCENE),
    FLUSHES_BY_COMMIT(Metric.FLUSHES_BY_COMMIT),
    FLUSHED_MB_PER_FLUSH(row -> value(row, Metric.FLUSHED_BYTES) / value(row, Metric.FLUSHES) / (1 << 20)),
    MERGES(Metric.MERGES),
    MERGE_TIME_S(Metric.MERGE_TIME_S),
    GC_S(row -> value(row, Metric.YOUNG_GC_S) + value(row, Metric.OLD_GC_S)),
    CPU_S(Metric.CPU_S);

    /** How the computed columns are computed, as the table's caption says. */
    static final String COMPUTED = "flushed_mb_per_flush = flushed_bytes / flushes, gc_s = young + old GC seconds";

    private final ToDoubleFunction<Map<String, String>> value;

    MechanismColumn(Metric metric) {
        this(row -> value(row, metric));
        if (!metric.column().equals(column())) {
            throw new IllegalStateException(name() + " must be named as its metric " + metric);
        }
    }

    MechanismColumn(ToDoubleFunction<Map<String, String>> value) {
        this.value = value;
    }

    String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The value in one result row, or NaN when the row lacks it. */
    double value(Map<String, String> row) {
        return value.applyAsDouble(row);
    }

    private static double value(Map<String, String> row, Metric metric) {
        return RowMetrics.value(row, metric.column());
    }
}
