package ingestlab.report;

import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import java.util.Map;

/** A metric's value in a result row, including the derived documents per CPU-second. */
public final class RowMetrics {
    /** docs_per_s / (cpu_s / elapsed_s): throughput per core kept busy, less sensitive to a shared machine's load. */
    public static final String DOCS_PER_CPU_S = "docs_per_cpu_s";

    private RowMetrics() {}

    /** The value, or NaN when the row lacks it. */
    public static double value(Map<String, String> row, String metric) {
        if (metric.equals(DOCS_PER_CPU_S)) {
            double cpu = number(row, "cpu_s");
            return number(row, "docs_per_s") / (cpu / number(row, "elapsed_s"));
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
