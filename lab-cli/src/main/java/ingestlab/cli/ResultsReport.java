package ingestlab.cli;

import ingestlab.metrics.Metric;
import ingestlab.report.Config;
import ingestlab.report.Configs;
import ingestlab.report.EnvironmentCheck;
import ingestlab.report.IndexRows;
import ingestlab.report.ResultRows;
import ingestlab.report.RowFilter;
import ingestlab.report.SummaryReport;
import ingestlab.report.chart.ReportCharts;
import ingestlab.report.chart.Timeline;
import ingestlab.stats.IntervalEstimator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lab report FILES...}: statistics per configuration of lab result files, as tables and charts. Every input
 * is checked before anything is written.
 */
final class ResultsReport {
    @Parameters(paramLabel = "FILES", arity = "0..*", showDefaultValue = CommandLine.Help.Visibility.NEVER,
            description = "Result CSVs of lab run (several are "
            + "concatenated, e.g. sweep partitions).")
    List<Path> files = List.of();

    @Option(names = "--by", paramLabel = "FACTOR", split = ",", showDefaultValue = CommandLine.Help.Visibility.NEVER,
            description = "Group trials by only these factors, "
            + "comma-separated (default: every factor column, seed included). With 'index' among them, report the "
            + "per-index files instead (results.csv → results-indices.csv): one row per config and index.")
    List<String> by = List.of();

    @Option(names = "--where", paramLabel = "K=V[,K=V...]", description = "Only the trials with these factor values, "
            + "e.g. flush_mode=next-buffer; with --by index, index=NAME keeps that index's rows.")
    String where;

    @Option(names = "--baseline", paramLabel = "K=V[,K=V...]", description = "The config that Diff %% columns are "
            + "relative to, e.g. flush_mode=next-buffer.")
    String baseline;

    @Option(names = "--charts", paramLabel = "DIR", description = "Write PNG and SVG charts here: per metric, its "
            + "mean by config with CI error bars, and against the numeric factor when exactly one varies.")
    Path charts;

    @Option(names = "--timeline", description = "Also chart segment count and buffer use over time from the timeline "
            + "file next to each result file (results.csv → results-timeline.csv); needs --charts.")
    boolean timeline;

    @Mixin
    StatisticsOptions statistics;

    /** This mixin's own options, to refuse them beside --jmh. */
    @CommandLine.Spec(CommandLine.Spec.Target.SELF)
    CommandLine.Model.CommandSpec own;

    boolean wanted() {
        return !files.isEmpty();
    }

    /** Options of the FILES mode given with --jmh would be silently ignored: say so instead. */
    void refuseBesideJmh(CommandLine cli) {
        for (CommandLine.Model.OptionSpec option : own.options()) {
            if (cli.getParseResult().hasMatchedOption(option.longestName())) {
                throw BadInput.option(cli, option.longestName(), "only with result FILES, not with --jmh");
            }
        }
    }

    int run(CommandLine cli) throws IOException {
        if (cli.getParseResult().hasMatchedOption("--out")) {
            throw BadInput.option(cli, "--out", "only with --jmh; lab report FILES prints its tables (charts go to "
                    + "--charts DIR)");
        }
        if (timeline && charts == null) {
            throw BadInput.option(cli, "--timeline", "it draws charts, so it needs --charts DIR");
        }
        ResultRows rows = ResultInputs.read(cli, files, "FILES");
        if (by.contains(IndexRows.INDEX)) {
            return ResultsByIndex.report(cli, this, rows);
        }
        List<Metric> metrics = BadInput.checkOption(cli, "--metrics", () -> rows.metrics(statistics.metrics));
        List<String> factors = BadInput.checkOption(cli, "--by", () -> rows.factors(by));
        List<Map<String, String>> counted = wanted(cli, rows, rows.factorColumns()).trials(rows.counted());
        if (counted.isEmpty()) {
            throw BadInput.parameter(cli, "FILES", "no ok trials (status=ok, not warm-up) in " + names());
        }
        Configs configs = Configs.group(counted, factors);
        Config base = baseline == null ? null
                : BadInput.checkOption(cli, "--baseline", () -> configs.single(RowFilter.parse(baseline, factors)));
        Timeline samples = !timeline ? null : ResultInputs.timeline(cli, files);
        IntervalEstimator interval = statistics.interval(cli);
        if (charts != null) {
            BadInput.checkWritableFolder(cli, "--charts", charts);
        }

        // Every input is checked: from here on, output.
        SummaryReport report = SummaryReport.of(configs, metrics, interval, base, names());
        PrintWriter err = cli.getErr();
        EnvironmentCheck.warning(counted).ifPresent(err::println);
        if (samples != null && rows.hasWarmups() && !samples.tellsWarmupsApart()) {
            err.println("Note: the timeline has no order column, so warm-up trials' samples cannot be told from "
                    + "the first measured trial's and are drawn with them.");
        }
        if (charts != null) {
            List<Path> written = new ArrayList<>(ReportCharts.write(report, charts));
            if (samples != null) {
                written.addAll(ReportCharts.writeTimeline(samples, configs, charts));
            }
            err.println("Wrote " + written.size() + " chart files (PNG and SVG) to " + charts);
        }
        err.flush();
        PrintWriter out = cli.getOut();
        out.print(statistics.format.render(report));
        out.flush();
        return 0;
    }

    /** --where as a filter on these columns (every row passes without it); a bad or unmatched one is bad input. */
    RowFilter wanted(CommandLine cli, ResultRows rows, List<String> columns) {
        if (where == null) {
            return RowFilter.ANY;
        }
        RowFilter filter = BadInput.checkOption(cli, "--where", () -> RowFilter.parse(where, columns));
        if (filter.without(IndexRows.INDEX).trials(rows.counted()).isEmpty()) {
            throw BadInput.option(cli, "--where", "'" + where + "' matches no ok trial in " + names());
        }
        return filter;
    }

    String names() {
        return files.stream().map(Path::toString).collect(Collectors.joining(", "));
    }
}
