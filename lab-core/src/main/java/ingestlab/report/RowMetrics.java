package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import java.util.Map;
import java.util.Optional;

/** A metric's value in a result row, including one computed from others in a row written before it was a column. */
public final class RowMetrics {
    private RowMetrics() {}

    /**
     * The value, or NaN when the row lacks it. A row without a metric computed from other metrics alone (such as
     * {@link Metric#DOCS_PER_CPU_S}, in rows written before it was a column) gets it from theirs.
     */
    public static double value(Map<String, String> row, String metric) {
        String text = row.get(metric);
        if (text == null || text.isBlank()) {
            Optional<Metric> declared = Metric.find(metric);
            if (declared.isPresent()) {
                return declared.get().valueFrom(other -> number(row, other.column())).orElse(Double.NaN);
            }
        }
        return number(row, metric);
    }

    /** A finished measured trial: status ok and not a warm-up. */
    public static boolean counts(Map<String, String> row) {
        return TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()))
                && !Boolean.parseBoolean(row.get(TrialColumn.WARMUP.column()));
    }

    private static double number(Map<String, String> row, String column) {
        String text = row.get(column);
        if (text == null || text.isBlank()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
