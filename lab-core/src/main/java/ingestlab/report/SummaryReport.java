package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code lab report FILES}: per metric, one row per configuration with n, mean, median, sd, CV and a confidence
 * interval; with a baseline configuration, each mean's difference from the baseline's in percent.
 */
public record SummaryReport(Configs configs, List<Section> sections, IntervalEstimator interval, Config baseline,
        String source) implements StatisticsReport {
    /** One configuration's statistics for one metric. */
    public record Line(Config config, Summary summary, double diffFromBaseline) {}

    /** One metric over every configuration. */
    public record Section(Metric metric, List<Line> lines) {}

    /** @param baseline the configuration Diff % is relative to, or null for none */
    public static SummaryReport of(Configs configs, List<Metric> metrics, IntervalEstimator interval, Config baseline,
            String source) {
        List<Section> sections = new ArrayList<>();
        for (Metric metric : metrics) {
            double baselineMean = baseline == null ? Double.NaN
                    : Summary.of(ResultRows.values(baseline.rows(), metric), interval).mean();
            List<Line> lines = new ArrayList<>();
            for (Config config : configs.all()) {
                Summary summary = Summary.of(ResultRows.values(config.rows(), metric), interval);
                lines.add(new Line(config, summary, summary.mean() / baselineMean - 1));
            }
            sections.add(new Section(metric, lines));
        }
        return new SummaryReport(configs, List.copyOf(sections), interval, baseline, source);
    }

    @Override
    public String preamble() {
        int trials = configs.all().stream().mapToInt(c -> c.rows().size()).sum();
        return configs.all().size() + " config" + (configs.all().size() == 1 ? "" : "s") + ", " + trials
                + " ok trial" + (trials == 1 ? "" : "s") + " (warm-ups left out) from " + source + "; CI: "
                + interval.describe() + (baseline == null ? "" : "; Diff % against " + configs.label(baseline))
                + ".";
    }

    @Override
    public List<TitledTable> tables() {
        // The factors that tell the configurations apart, a column each.
        List<String> factors = configs.varying();
        List<TitledTable> tables = new ArrayList<>();
        for (Section section : sections) {
            Metric metric = section.metric();
            List<String> header = new ArrayList<>(factors.isEmpty() ? List.of("config") : factors);
            header.addAll(List.of("n", "mean", "median", "sd", "CV", "95% CI"));
            if (baseline != null) {
                header.add("Diff %");
            }
            List<List<String>> rows = new ArrayList<>();
            for (Line line : section.lines()) {
                List<String> row = new ArrayList<>(factors.isEmpty() ? List.of(line.config().label(factors))
                        : factors.stream().map(f -> line.config().factors().get(f)).toList());
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
            tables.add(new TitledTable(Cells.heading(metric), header, rows));
        }
        return tables;
    }

    @Override
    public TidyTable tidy() {
        List<String> factors = configs.columns();
        List<String> columns = new ArrayList<>(factors);
        columns.addAll(List.of("metric", "unit", "n", "mean", "median", "sd", "cv", "ci_low", "ci_high",
                "diff_pct"));
        List<List<Object>> rows = new ArrayList<>();
        for (Section section : sections) {
            for (Line line : section.lines()) {
                List<Object> row = new ArrayList<>(factors.stream().map(f -> line.config().factors().get(f)).toList());
                Summary s = line.summary();
                row.addAll(List.of(section.metric().column(), section.metric().unit().symbol(), s.n(), s.mean(),
                        s.median(), s.sd(), s.cv(), s.ci().low(), s.ci().high(), line.diffFromBaseline() * 100));
                rows.add(row);
            }
        }
        return new TidyTable(columns, rows);
    }
}
