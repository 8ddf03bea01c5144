package ingestlab.report;

import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.SignificanceTest;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code lab compare --by index}: for each index, a contender's per-index rows against a baseline's, column by
 * column, with the test and verdicts of {@link ComparisonReport}.
 */
public final class IndexComparisonReport implements StatisticsReport {
    /** One index's column, baseline against contender. */
    record Line(String index, IndexMetric metric, Summary baseline, Summary contender, double pValue) {
        double diff() {
            return contender.mean() - baseline.mean();
        }

        Verdict verdict() {
            return Verdict.of(metric.direction(), diff(), pValue);
        }
    }

    private final String baselineName;
    private final String contenderName;
    private final IntervalEstimator interval;
    private final SignificanceTest test;
    private final List<Line> lines;

    private IndexComparisonReport(String baselineName, String contenderName, IntervalEstimator interval,
            SignificanceTest test, List<Line> lines) {
        this.baselineName = baselineName;
        this.contenderName = contenderName;
        this.interval = interval;
        this.test = test;
        this.lines = lines;
    }

    /** Both sides' per-index rows ({@link IndexRows#rows()}), compared index by index in the order first seen. */
    public static IndexComparisonReport of(String baselineName, List<Map<String, String>> baseline,
            String contenderName, List<Map<String, String>> contender, List<IndexMetric> metrics,
            IntervalEstimator interval, SignificanceTest test) {
        Set<String> indices = new LinkedHashSet<>();
        baseline.forEach(r -> indices.add(r.get(IndexRows.INDEX)));
        contender.forEach(r -> indices.add(r.get(IndexRows.INDEX)));
        List<Line> lines = new ArrayList<>();
        for (String index : indices) {
            List<Map<String, String>> a = baseline.stream().filter(r -> index.equals(r.get(IndexRows.INDEX))).toList();
            List<Map<String, String>> b = contender.stream().filter(r -> index.equals(r.get(IndexRows.INDEX))).toList();
            for (IndexMetric metric : metrics) {
                double[] x = IndexRows.values(a, metric);
                double[] y = IndexRows.values(b, metric);
                lines.add(new Line(index, metric, Summary.of(x, interval), Summary.of(y, interval),
                        test.pValue(x, y)));
            }
        }
        return new IndexComparisonReport(baselineName, contenderName, interval, test, List.copyOf(lines));
    }

    @Override
    public String preamble() {
        return "Per index, from the per-index files. Baseline: " + baselineName + "; contender: " + contenderName
                + ". Mean ± half-width of the " + interval.describe() + "; p-value: "
                + ComparisonReport.testName(test) + ", * below " + SignificanceTest.ALPHA + ".";
    }

    @Override
    public List<TitledTable> tables() {
        List<TitledTable> tables = new ArrayList<>();
        Set<String> indices = new LinkedHashSet<>(lines.stream().map(Line::index).toList());
        for (String index : indices) {
            List<List<String>> rows = new ArrayList<>();
            for (Line line : lines) {
                if (line.index().equals(index)) {
                    IndexMetric m = line.metric();
                    String diff = m.format(line.diff());
                    rows.add(List.of(m.column(), m.unit().symbol(), meanAndHalfWidth(m, line.baseline()),
                            meanAndHalfWidth(m, line.contender()), line.diff() > 0 && !diff.isEmpty() ? "+" + diff
                                    : diff, Cells.percent(line.diff() / line.baseline().mean(), true),
                            Cells.pValue(line.pValue()), line.verdict().label()));
                }
            }
            tables.add(new TitledTable("index " + index + ": " + baselineName + " vs " + contenderName,
                    List.of("Metric", "Unit", "Baseline", "Contender", "Diff", "Diff %", "p-value", "Change"), rows));
        }
        return tables;
    }

    private static String meanAndHalfWidth(IndexMetric metric, Summary summary) {
        return summary.ci().isKnown() ? metric.format(summary.mean()) + " ± " + metric.format(summary.ci().halfWidth())
                : metric.format(summary.mean());
    }

    @Override
    public TidyTable tidy() {
        List<List<Object>> rows = new ArrayList<>();
        for (Line line : lines) {
            Summary a = line.baseline();
            Summary b = line.contender();
            rows.add(List.of(line.index(), line.metric().column(), line.metric().unit().symbol(), a.n(), a.mean(),
                    a.ci().low(), a.ci().high(), b.n(), b.mean(), b.ci().low(), b.ci().high(), line.diff(),
                    line.diff() / a.mean() * 100, test.cliName(), line.pValue(),
                    line.verdict().name().toLowerCase(Locale.ROOT)));
        }
        return new TidyTable(List.of("index", "metric", "unit", "baseline_n", "baseline_mean", "baseline_ci_low",
                "baseline_ci_high", "contender_n", "contender_mean", "contender_ci_low", "contender_ci_high", "diff",
                "diff_pct", "test", "p_value", "change"), rows);
    }
}
