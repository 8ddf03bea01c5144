package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import ingestlab.report.JmhResults.Run;
import ingestlab.report.JmhResults.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a benchmark's factor acted in each row, from what its forks measured. A benchmark declares the conditions
 * under which its factor acts (lab-jmh's {@code FactorActs}, in the claims' form {@code controller_writes > 0}); its
 * forks check them on every trial and report each as a secondary result named {@value #PREFIX} + the condition,
 * whose score is the share of measured trials that met it. A row's condition holds when every measured trial met
 * it. A condition ending in {@value #AT_BASELINE} is asked of the table's first row only (the baseline the paired
 * effects are against); a row the declaration exempts (the factor's own "absent" level, such as one shard) carries
 * no such result and is not judged.
 */
public final class FactorCheck {
    public static final String PREFIX = "acts: ";
    static final String AT_BASELINE = " at baseline";

    private FactorCheck() {}

    /**
     * A secondary result's name as the report uses it. JMH's JSON writer turns {@code <} and {@code >} into {@code [}
     * and {@code ]}, and a condition holds no brackets, so a check's comparison is turned back.
     */
    static String fromJson(String secondaryName) {
        return isCondition(secondaryName) ? secondaryName.replace('[', '<').replace(']', '>') : secondaryName;
    }

    /** Whether a secondary result is a condition check rather than a metric. */
    static boolean isCondition(String secondaryName) {
        return secondaryName.startsWith(PREFIX);
    }

    /** Whether any row of the benchmark was checked against a condition. */
    static boolean declared(List<Run> rows) {
        return rows.stream().anyMatch(r -> r.secondary().keySet().stream().anyMatch(FactorCheck::isCondition));
    }

    /**
     * What each row (in table order) says about its factor: empty when no condition was asked of it, "acted" when
     * every one held, else "factor did not act: " and each failed condition with what was measured.
     */
    static List<String> verdicts(List<Run> rows) {
        List<String> verdicts = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Run row = rows.get(i);
            List<String> failed = new ArrayList<>();
            int asked = 0;
            for (Map.Entry<String, Score> check : row.secondary().entrySet()) {
                if (!isCondition(check.getKey())) {
                    continue;
                }
                String condition = check.getKey().substring(PREFIX.length());
                if (condition.endsWith(AT_BASELINE) && i > 0) {
                    continue;
                }
                asked++;
                if (!held(check.getValue())) {
                    failed.add(condition + " (" + measured(row, condition, check.getValue()) + ")");
                }
            }
            verdicts.add(asked == 0 ? "" : failed.isEmpty() ? "acted" : failedText(failed));
        }
        return verdicts;
    }

    /** Whether the verdict is a failure. */
    static boolean failed(String verdict) {
        return verdict.startsWith("factor did not act");
    }

    /**
     * One line per benchmark with a row whose factor did not act, naming the rows and conditions; none when every
     * condition held. The suite ends with these lines.
     */
    static List<String> failureLines(Map<String, List<Run>> byBenchmark) {
        List<String> lines = new ArrayList<>();
        byBenchmark.forEach((benchmark, rows) -> {
            List<String> verdicts = verdicts(rows);
            List<String> failedRows = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                if (failed(verdicts.get(i))) {
                    failedRows.add(rows.get(i).params() + ": " + verdicts.get(i));
                }
            }
            if (!failedRows.isEmpty()) {
                lines.add(benchmark + ": factor did not act in " + failedRows.size() + " of " + rows.size()
                        + " rows; " + String.join("; ", failedRows));
            }
        });
        return lines;
    }

    private static String failedText(List<String> failed) {
        return "factor did not act: " + String.join(", ", failed);
    }

    /** Every measured trial met it (the share is a mean of 0s and 1s, so allow for rounding). */
    private static boolean held(Score share) {
        return share.score() >= 1 - 1e-9;
    }

    /** "0 of 6 trials met it; controller_writes 0": the trials and, where the row has it, the metric's mean. */
    private static String measured(Run row, String condition, Score share) {
        long met = Math.round(share.score() * share.samples());
        String text = met + " of " + share.samples() + " trials met it";
        String column = condition.trim().split("\\s+")[0];
        Score value = row.secondary().get(column);
        if (value == null) {
            return text;
        }
        String shown = Metric.find(column).map(m -> (m.unit().formatTable(value.score()) + " "
                + m.unit().tableSymbol()).trim()).orElse(Unit.formatMean(value.score()));
        return text + String.format(Locale.ROOT, "; %s mean %s", column, shown);
    }
}
