package ingestlab.claims;

import ingestlab.report.RowMetrics;
import ingestlab.results.EnvironmentColumn;
import ingestlab.results.TrialColumn;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where and when a claim's counted trials ran (warm-up and failed ones left out, as everywhere in the report), from
 * their environment columns: each distinct value, so a claim measured across commits or machines says so.
 */
final class MeasuredIn {
    private MeasuredIn() {}

    static String describe(List<Map<String, String>> all) {
        List<Map<String, String>> rows = all.stream().filter(RowMetrics::counts).toList();
        List<String> starts = rows.stream().map(r -> r.getOrDefault(TrialColumn.STARTED_AT.column(), ""))
                .filter(v -> !v.isEmpty()).sorted().toList();
        List<Double> loads = rows.stream().map(r -> RowMetrics.value(r, EnvironmentColumn.LOAD_AVG_START.column()))
                .filter(d -> !Double.isNaN(d)).sorted().toList();
        String when = starts.isEmpty() ? "" : minute(starts.getFirst()) + " to " + minute(starts.getLast())
                + " UTC (trial starts), ";
        return when + rows.size() + " trials; lab " + distinct(rows, EnvironmentColumn.GIT_SHA) + ", Lucene "
                + distinct(rows, EnvironmentColumn.LUCENE_VERSION) + ", Java "
                + distinct(rows, EnvironmentColumn.JAVA_VERSION) + " (" + distinct(rows, EnvironmentColumn.GC)
                + "), " + distinct(rows, EnvironmentColumn.CPU_MODEL) + ", " + distinct(rows, EnvironmentColumn.CORES)
                + " cores" + (loads.isEmpty() ? "" : String.format(Locale.ROOT,
                        ", one-minute load average %.2f to %.2f before a trial", loads.getFirst(), loads.getLast()))
                + ".";
    }

    /** An ISO-8601 instant to the minute ({@code 2026-11-23T16:02:27.6Z} → {@code 2026-11-23 16:02}). */
    static String minute(String instant) {
        return instant.length() < 16 ? instant : instant.substring(0, 10) + " " + instant.substring(11, 16);
    }

    private static String distinct(List<Map<String, String>> rows, EnvironmentColumn column) {
        List<String> values = rows.stream().map(r -> r.getOrDefault(column.column(), "")).filter(v -> !v.isEmpty())
                .distinct().toList();
        return values.isEmpty() ? "unknown" : String.join(" / ", values);
    }
}
