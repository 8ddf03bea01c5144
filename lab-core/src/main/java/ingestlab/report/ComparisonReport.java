package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.SignificanceTest;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code lab compare}: a contender's trials against a baseline's, metric by metric, in the manner of Rally's
 * comparison table, with a significance test so that noise is not read as a change.
 */
public final class ComparisonReport implements StatisticsReport {
    private final String baselineName;
    private final String contenderName;
    private final int baselineTrials;
    private final int contenderTrials;
    private final IntervalEstimator interval;
    private final SignificanceTest test;
    private final List<Comparison> comparisons;

    private ComparisonReport(String baselineName, String contenderName, int baselineTrials, int contenderTrials,
            IntervalEstimator interval, SignificanceTest test, List<Comparison> comparisons) {
        this.baselineName = baselineName;
        this.contenderName = contenderName;
        this.baselineTrials = baselineTrials;
        this.contenderTrials = contenderTrials;
        this.interval = interval;
        this.test = test;
        this.comparisons = comparisons;
    }

    public static ComparisonReport of(String baselineName, List<Map<String, String>> baseline, String contenderName,
            List<Map<String, String>> contender, List<Metric> metrics, IntervalEstimator interval,
            SignificanceTest test) {
        List<Comparison> comparisons = new ArrayList<>();
        for (Metric metric : metrics) {
            double[] a = ResultRows.values(baseline, metric);
            double[] b = ResultRows.values(contender, metric);
            comparisons.add(new Comparison(metric, Summary.of(a, interval), Summary.of(b, interval),
                    test.pValue(a, b)));
        }
        return new ComparisonReport(baselineName, contenderName, baseline.size(), contender.size(), interval, test,
                List.copyOf(comparisons));
    }

    public List<Comparison> comparisons() {
        return comparisons;
    }

    @Override
    public String preamble() {
        return "Baseline: " + baselineName + " (" + baselineTrials + " ok trials); contender: " + contenderName + " ("
                + contenderTrials + " ok trials). Baseline and contender: mean ± half-width of the "
                + interval.describe() + "; p-value: " + testName() + ", * below " + SignificanceTest.ALPHA + ".";
    }

    private String testName() {
        return testName(test);
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
        List<List<String>> rows = new ArrayList<>();
        for (Comparison c : comparisons) {
            Metric m = c.metric();
            rows.add(List.of(m.column(), m.unit().symbol(), Cells.meanAndHalfWidth(m, c.baseline().mean(),
                    c.baseline().ci()), Cells.meanAndHalfWidth(m, c.contender().mean(), c.contender().ci()),
                    Cells.signed(m, c.diff()), Cells.percent(c.relativeDiff(), true), Cells.pValue(c.pValue()),
                    c.verdict().label()));
        }
        return List.of(new TitledTable(baselineName + " vs " + contenderName,
                List.of("Metric", "Unit", "Baseline", "Contender", "Diff", "Diff %", "p-value", "Change"), rows));
    }

    @Override
    public TidyTable tidy() {
        List<List<Object>> rows = new ArrayList<>();
        for (Comparison c : comparisons) {
            Summary a = c.baseline();
            Summary b = c.contender();
            rows.add(List.of(c.metric().column(), c.metric().unit().symbol(), a.n(), a.mean(), a.ci().low(),
                    a.ci().high(), b.n(), b.mean(), b.ci().low(), b.ci().high(), c.diff(), c.relativeDiff() * 100,
                    test.cliName(), c.pValue(), c.verdict().name().toLowerCase(Locale.ROOT)));
        }
        return new TidyTable(List.of("metric", "unit", "baseline_n", "baseline_mean", "baseline_ci_low",
                "baseline_ci_high", "contender_n", "contender_mean", "contender_ci_low", "contender_ci_high", "diff",
                "diff_pct", "test", "p_value", "change"), rows);
    }
}
