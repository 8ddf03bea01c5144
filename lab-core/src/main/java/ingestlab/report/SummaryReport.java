package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricColumn;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * {@code lab report FILES}: per metric, one row per configuration with n, mean, median, sd, CV and a confidence
 * interval; with a baseline configuration, each mean's difference from the baseline's in percent. With
 * {@code --by index}, the same per column of the per-index files, one row per configuration and index.
 */
public final class SummaryReport implements StatisticsReport {
    /** One configuration's statistics for one metric. */
    public record Line(Config config, Summary summary, double diffFromBaseline) {}

    /** One metric over every configuration. */
    public record Section(MetricColumn metric, List<Line> lines) {}

    private final Configs configs;
    private final List<String> labels;
    private final List<Section> sections;
    private final IntervalEstimator interval;
    private final Config baseline;
    private final boolean perIndex;
    private final String preamble;

    private SummaryReport(Configs configs, List<String> labels, List<Section> sections, IntervalEstimator interval,
            Config baseline, boolean perIndex, String preamble) {
        this.configs = configs;
        this.labels = labels;
        this.sections = sections;
        this.interval = interval;
        this.baseline = baseline;
        this.perIndex = perIndex;
        this.preamble = preamble;
    }

    /**
     * The node's metrics in the result rows.
     *
     * @param baseline the configuration Diff % is relative to, or null for none
     */
    public static SummaryReport of(Configs configs, List<Metric> metrics, IntervalEstimator interval, Config baseline,
            String source) {
        int trials = configs.all().stream().mapToInt(c -> c.rows().size()).sum();
        String preamble = configs.all().size() + " config" + (configs.all().size() == 1 ? "" : "s") + ", " + trials
                + " ok trial" + (trials == 1 ? "" : "s") + " (warm-ups left out) from " + source + "; CI: "
                + interval.describe() + (baseline == null ? "" : "; Diff % against " + configs.label(baseline))
                + ".";
        return new SummaryReport(configs, configs.varying(), sections(configs, metrics, ResultRows::values, interval,
                baseline), interval, baseline, false, preamble);
    }

    /**
     * The columns of the per-index rows ({@link IndexRows#rows()}), labelled by the factors that tell configurations
     * apart, then the index.
     *
     * @param configs the per-index rows grouped by the configuration's factors, then {@link IndexRows#INDEX}
     */
    public static SummaryReport byIndex(Configs configs, List<IndexMetric> metrics, IntervalEstimator interval,
            String source) {
        long indices = configs.distinct(IndexRows.INDEX).size();
        int rows = configs.all().stream().mapToInt(c -> c.rows().size()).sum();
        String preamble = configs.all().size() + " (config, index) pair" + (configs.all().size() == 1 ? "" : "s")
                + " over " + indices + " ind" + (indices == 1 ? "ex" : "ices") + ", " + rows + " per-index row"
                + (rows == 1 ? "" : "s") + " of ok trials (warm-ups left out) from the per-index files of " + source
                + "; CI: " + interval.describe() + ".";
        List<String> labels = new ArrayList<>(configs.varying().stream().filter(c -> !c.equals(IndexRows.INDEX))
                .toList());
        labels.add(IndexRows.INDEX);
        return new SummaryReport(configs, List.copyOf(labels), sections(configs, metrics, IndexRows::values, interval,
                null), interval, null, true, preamble);
    }

    private static <M extends MetricColumn> List<Section> sections(Configs configs, List<M> metrics,
            BiFunction<List<Map<String, String>>, M, double[]> values, IntervalEstimator interval, Config baseline) {
        List<Section> sections = new ArrayList<>();
        for (M metric : metrics) {
            double baselineMean = baseline == null ? Double.NaN
                    : Summary.of(values.apply(baseline.rows(), metric), interval).mean();
            List<Line> lines = new ArrayList<>();
            for (Config config : configs.all()) {
                Summary summary = Summary.of(values.apply(config.rows(), metric), interval);
                lines.add(new Line(config, summary, summary.mean() / baselineMean - 1));
            }
            sections.add(new Section(metric, List.copyOf(lines)));
        }
        return List.copyOf(sections);
    }

    public Configs configs() {
        return configs;
    }

    public List<Section> sections() {
        return sections;
    }

    public IntervalEstimator interval() {
        return interval;
    }

    @Override
    public String preamble() {
        return preamble;
    }

    @Override
    public List<TitledTable> tables() {
        List<TitledTable> tables = new ArrayList<>();
        for (Section section : sections) {
            MetricColumn metric = section.metric();
            List<String> header = new ArrayList<>(labels.isEmpty() ? List.of("config") : labels);
            header.addAll(List.of("n", "mean", "median", "sd", "CV", "95% CI"));
            if (baseline != null) {
                header.add("Diff %");
            }
            List<List<String>> rows = new ArrayList<>();
            for (Line line : section.lines()) {
                List<String> row = new ArrayList<>(labels.isEmpty() ? List.of(line.config().label(labels))
                        : labels.stream().map(f -> line.config().factors().get(f)).toList());
                Summary s = line.summary();
                row.addAll(List.of(Integer.toString(s.n()), Cells.value(metric, s.mean()),
                        Cells.value(metric, s.median()), Cells.value(metric, s.sd()), Cells.percent(s.cv(), false),
                        Cells.interval(metric, s.ci())));
                if (baseline != null) {
                    // The baseline's own cell stays empty (the preamble names it), so the column stays numeric.
                    row.add(line.config() == baseline ? "" : Cells.percent(line.diffFromBaseline(), true));
                }
                rows.add(row);
            }
            // An index's column is titled without a direction: most of them are neither better nor worse.
            tables.add(new TitledTable(perIndex ? Cells.plainHeading(metric) : Cells.heading(metric), header, rows));
        }
        return tables;
    }

    @Override
    public TidyTable tidy() {
        List<String> factors = configs.columns();
        List<String> columns = new ArrayList<>(factors);
        columns.addAll(List.of("metric", "unit", "n", "mean", "median", "sd", "cv", "ci_low", "ci_high"));
        if (!perIndex) { // --by index takes no baseline
            columns.add("diff_pct");
        }
        List<List<Object>> rows = new ArrayList<>();
        for (Section section : sections) {
            for (Line line : section.lines()) {
                List<Object> row = new ArrayList<>(factors.stream().map(f -> line.config().factors().get(f)).toList());
                Summary s = line.summary();
                row.addAll(List.of(section.metric().column(), section.metric().unit().symbol(), s.n(), s.mean(),
                        s.median(), s.sd(), s.cv(), s.ci().low(), s.ci().high()));
                if (!perIndex) {
                    row.add(line.diffFromBaseline() * 100);
                }
                rows.add(row);
            }
        }
        return new TidyTable(columns, rows);
    }
}
