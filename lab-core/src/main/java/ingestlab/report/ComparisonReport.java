package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricColumn;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.SignificanceTest;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * {@code lab compare}: a contender's trials against a baseline's, metric by metric, in the manner of Rally's
 * comparison table, with a significance test so that noise is not read as a change. With {@code --by index}, the
 * per-index rows, one table per index.
 */
public final class ComparisonReport implements StatisticsReport {
    /** One table's comparisons: the node's metrics, or one index's columns. */
    private record Group(String index, List<Comparison> comparisons) {}

    private final String baselineName;
    private final String contenderName;
    private final SignificanceTest test;
    private final String preamble;
    private final boolean perIndex;
    private final List<Group> groups;

    private ComparisonReport(String baselineName, String contenderName, SignificanceTest test, String preamble,
            boolean perIndex, List<Group> groups) {
        this.baselineName = baselineName;
        this.contenderName = contenderName;
        this.test = test;
        this.preamble = preamble;
        this.perIndex = perIndex;
        this.groups = groups;
    }

    /** The node's metrics in both sides' result rows. */
    public static ComparisonReport of(String baselineName, List<Map<String, String>> baseline, String contenderName,
            List<Map<String, String>> contender, List<Metric> metrics, IntervalEstimator interval,
            SignificanceTest test) {
        String preamble = "Baseline: " + baselineName + " (" + baseline.size() + " ok trials); contender: "
                + contenderName + " (" + contender.size() + " ok trials). Baseline and contender: mean ± half-width "
                + "of the " + interval.describe() + "; p-value: " + testName(test) + ", * below "
                + SignificanceTest.ALPHA + ".";
        return new ComparisonReport(baselineName, contenderName, test, preamble, false, List.of(new Group(null,
                compare(baseline, contender, metrics, ResultRows::values, interval, test))));
    }

    /** Both sides' per-index rows ({@link IndexRows#rows()}), compared index by index in the order first seen. */
    public static ComparisonReport byIndex(String baselineName, List<Map<String, String>> baseline,
            String contenderName, List<Map<String, String>> contender, List<IndexMetric> metrics,
            IntervalEstimator interval, SignificanceTest test) {
        String preamble = "Per index, from the per-index files. Baseline: " + baselineName + "; contender: "
                + contenderName + ". Mean ± half-width of the " + interval.describe() + "; p-value: "
                + testName(test) + ", * below " + SignificanceTest.ALPHA + ".";
        Set<String> indices = new LinkedHashSet<>();
        baseline.forEach(r -> indices.add(r.get(IndexRows.INDEX)));
        contender.forEach(r -> indices.add(r.get(IndexRows.INDEX)));
        List<Group> groups = new ArrayList<>();
        for (String index : metrics.isEmpty() ? Set.<String>of() : indices) { // no column: no table
            groups.add(new Group(index, compare(ofIndex(baseline, index), ofIndex(contender, index), metrics,
                    IndexRows::values, interval, test)));
        }
        return new ComparisonReport(baselineName, contenderName, test, preamble, true, List.copyOf(groups));
    }

    private static List<Map<String, String>> ofIndex(List<Map<String, String>> rows, String index) {
        return rows.stream().filter(r -> index.equals(r.get(IndexRows.INDEX))).toList();
    }

    private static <M extends MetricColumn> List<Comparison> compare(List<Map<String, String>> baseline,
            List<Map<String, String>> contender, List<M> metrics,
            BiFunction<List<Map<String, String>>, M, double[]> values, IntervalEstimator interval,
            SignificanceTest test) {
        List<Comparison> comparisons = new ArrayList<>();
        for (M metric : metrics) {
            double[] a = values.apply(baseline, metric);
            double[] b = values.apply(contender, metric);
            comparisons.add(new Comparison(metric, Summary.of(a, interval), Summary.of(b, interval),
                    test.pValue(a, b)));
        }
        return List.copyOf(comparisons);
    }

    /** Every comparison, table by table. */
    public List<Comparison> comparisons() {
        return groups.stream().flatMap(g -> g.comparisons().stream()).toList();
    }

    @Override
    public String preamble() {
        return preamble;
    }

    /** The test's name as a preamble says it. */
    static String testName(SignificanceTest test) {
        return switch (test) {
            case WELCH -> "Welch's t-test";
            case MWU -> "Mann-Whitney U (normal approximation)";
        };
    }

    @Override
    public List<TitledTable> tables() {
        List<TitledTable> tables = new ArrayList<>();
        for (Group group : groups) {
            List<List<String>> rows = new ArrayList<>();
            for (Comparison c : group.comparisons()) {
                MetricColumn m = c.metric();
                rows.add(List.of(m.column(), m.unit().symbol(), Cells.meanAndHalfWidth(m, c.baseline().mean(),
                        c.baseline().ci()), Cells.meanAndHalfWidth(m, c.contender().mean(), c.contender().ci()),
                        Cells.signed(m, c.diff()), Cells.percent(c.relativeDiff(), true), Cells.pValue(c.pValue()),
                        c.verdict().label()));
            }
            tables.add(new TitledTable((perIndex ? "index " + group.index() + ": " : "") + baselineName + " vs "
                    + contenderName, List.of("Metric", "Unit", "Baseline", "Contender", "Diff", "Diff %", "p-value",
                    "Change"), rows));
        }
        return tables;
    }

    @Override
    public TidyTable tidy() {
        List<List<Object>> rows = new ArrayList<>();
        for (Group group : groups) {
            for (Comparison c : group.comparisons()) {
                Summary a = c.baseline();
                Summary b = c.contender();
                List<Object> row = new ArrayList<>(perIndex ? List.of(group.index()) : List.of());
                row.addAll(List.of(c.metric().column(), c.metric().unit().symbol(), a.n(), a.mean(), a.ci().low(),
                        a.ci().high(), b.n(), b.mean(), b.ci().low(), b.ci().high(), c.diff(),
                        c.relativeDiff() * 100, test.cliName(), c.pValue(),
                        c.verdict().name().toLowerCase(Locale.ROOT)));
                rows.add(row);
            }
        }
        List<String> columns = new ArrayList<>(perIndex ? List.of(IndexRows.INDEX) : List.of());
        columns.addAll(List.of("metric", "unit", "baseline_n", "baseline_mean", "baseline_ci_low",
                "baseline_ci_high", "contender_n", "contender_mean", "contender_ci_low", "contender_ci_high", "diff",
                "diff_pct", "test", "p_value", "change"));
        return new TidyTable(columns, rows);
    }
}
