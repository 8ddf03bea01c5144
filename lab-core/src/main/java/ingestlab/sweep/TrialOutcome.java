package ingestlab.sweep;

import ingestlab.metrics.Metric;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import java.util.Map;

/**
 * How a sweep trial ended, for progress lines: its status, why it failed, and its throughput.
 *
 * @param docsPerSecond NaN for a failed trial
 */
public record TrialOutcome(boolean ok, String error, double docsPerSecond, double seconds) {
    /** The outcome a trial's result row records. */
    static TrialOutcome of(Map<String, String> row, double seconds) {
        boolean ok = TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()));
        return new TrialOutcome(ok, ok ? null : row.get(TrialColumn.ERROR.column()),
                ok ? parse(row.get(Metric.DOCS_PER_S.column())) : Double.NaN, seconds);
    }

    private static double parse(String value) {
        try {
            return value == null || value.isEmpty() ? Double.NaN : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
