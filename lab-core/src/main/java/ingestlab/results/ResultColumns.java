package ingestlab.results;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.settings.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * The columns of a result row, in order: every factor, every metric, every environment column, then the trial's
 * bookkeeping. All of them come from their single declarations ({@link LabSettings}, {@link Metric},
 * {@link EnvironmentColumn}, {@link TrialColumn}).
 */
public final class ResultColumns {
    private ResultColumns() {}

    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Column c : LabSettings.columns()) {
            names.add(c.column());
        }
        for (Metric m : Metric.values()) {
            names.add(m.column());
        }
        for (EnvironmentColumn e : EnvironmentColumn.values()) {
            names.add(e.column());
        }
        for (TrialColumn t : TrialColumn.values()) {
            names.add(t.column());
        }
        return names;
    }

    /** A trial's row, column → value, in {@link #names()} order (as a forked trial sends it). */
    public static java.util.Map<String, String> row(TrialResult result) {
        java.util.Map<String, String> row = new java.util.LinkedHashMap<>();
        List<String> names = names();
        List<String> values = values(result);
        for (int i = 0; i < names.size(); i++) {
            row.put(names.get(i), values.get(i));
        }
        return row;
    }

    /** A trial's row, in {@link #names()} order; metrics are empty for a failed trial. */
    public static List<String> values(TrialResult result) {
        List<String> values = new ArrayList<>();
        for (Column c : LabSettings.columns()) {
            values.add(c.value(result.spec()));
        }
        for (Metric m : Metric.values()) {
            values.add(result.observations() == null ? "" : m.format(result.observations()));
        }
        for (EnvironmentColumn e : EnvironmentColumn.values()) {
            values.add(e.read(result.environment()));
        }
        for (TrialColumn t : TrialColumn.values()) {
            values.add(t.read(result));
        }
        return values;
    }
}
