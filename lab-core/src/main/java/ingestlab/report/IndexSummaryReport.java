package ingestlab.report;

import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code lab report --by index FILES}: per column of the per-index files, one row per configuration and index with n,
 * mean, median, sd, CV and a confidence interval, as {@link SummaryReport} gives the node's metrics.
 *
 * @param configs the per-index rows grouped by the configuration's factors, then {@link IndexRows#INDEX}
 */
public record IndexSummaryReport(Configs configs, List<IndexMetric> metrics, IntervalEstimator interval, String source)
        implements StatisticsReport {

    @Override
    public String preamble() {
        long indices = configs.distinct(IndexRows.INDEX).size();
        int rows = configs.all().stream().mapToInt(c -> c.rows().size()).sum();
        return configs.all().size() + " (config, index) pair" + (configs.all().size() == 1 ? "" : "s") + " over "
                + indices + " ind" + (indices == 1 ? "ex" : "ices") + ", " + rows + " per-index row" + (rows == 1 ? ""
                : "s") + " of ok trials (warm-ups left out) from the per-index files of " + source + "; CI: "
                + interval.describe() + ".";
    }

    /** The factors that tell configurations apart, then the index. */
    private List<String> labels() {
        List<String> labels = new ArrayList<>(configs.varying().stream().filter(c -> !c.equals(IndexRows.INDEX))
                .toList());
        labels.add(IndexRows.INDEX);
        return labels;
    }

    @Override
    public List<TitledTable> tables() {
        List<String> labels = labels();
        List<TitledTable> tables = new ArrayList<>();
        for (IndexMetric metric : metrics) {
            List<String> header = new ArrayList<>(labels);
            header.addAll(List.of("n", "mean", "median", "sd", "CV", "95% CI"));
            List<List<String>> rows = new ArrayList<>();
            for (Config config : configs.all()) {
                Summary s = Summary.of(IndexRows.values(config.rows(), metric), interval);
                List<String> row = new ArrayList<>(labels.stream().map(f -> config.factors().get(f)).toList());
                row.addAll(List.of(Integer.toString(s.n()), metric.format(s.mean()), metric.format(s.median()),
                        metric.format(s.sd()), Cells.percent(s.cv(), false), s.ci().isKnown() ? "[" + metric.format(
                                s.ci().low()) + ", " + metric.format(s.ci().high()) + "]" : ""));
                rows.add(row);
            }
            tables.add(new TitledTable(metric.heading(), header, rows));
        }
        return tables;
    }

    @Override
    public TidyTable tidy() {
        List<String> columns = new ArrayList<>(configs.columns());
        columns.addAll(List.of("metric", "unit", "n", "mean", "median", "sd", "cv", "ci_low", "ci_high"));
        List<List<Object>> rows = new ArrayList<>();
        for (IndexMetric metric : metrics) {
            for (Config config : configs.all()) {
                Summary s = Summary.of(IndexRows.values(config.rows(), metric), interval);
                List<Object> row = new ArrayList<>(configs.columns().stream().map(f -> config.factors().get(f))
                        .toList());
                row.addAll(List.of(metric.column(), metric.unit().symbol(), s.n(), s.mean(), s.median(), s.sd(),
                        s.cv(), s.ci().low(), s.ci().high()));
                rows.add(row);
            }
        }
        return new TidyTable(columns, rows);
    }
}
