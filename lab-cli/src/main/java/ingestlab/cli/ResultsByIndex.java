package ingestlab.cli;

import ingestlab.report.Configs;
import ingestlab.report.EnvironmentCheck;
import ingestlab.report.IndexMetric;
import ingestlab.report.IndexRows;
import ingestlab.report.ResultRows;
import ingestlab.report.RowFilter;
import ingestlab.report.SummaryReport;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** {@code lab report FILES --by index}: the per-index files' columns, per config and index, as tables only. */
final class ResultsByIndex {
    private ResultsByIndex() {}

    /** Reports {@code rows}' per-index files as {@code options} ask (their --by, --where and statistics). */
    static int report(CommandLine cli, ResultsReport options, ResultRows rows) throws IOException {
        for (String option : List.of("--baseline", "--charts", "--timeline")) {
            if (cli.getParseResult().hasMatchedOption(option)) {
                throw BadInput.option(cli, option, "not with --by index (per-index rows are reported as tables only)");
            }
        }
        List<String> asked = options.by.stream().filter(f -> !f.equals(IndexRows.INDEX)).toList();
        List<String> factors = new ArrayList<>(BadInput.checkOption(cli, "--by", () -> rows.factors(asked)));
        factors.add(IndexRows.INDEX);
        List<String> columns = new ArrayList<>(rows.factorColumns());
        columns.add(IndexRows.INDEX);
        RowFilter filter = options.wanted(cli, rows, columns);
        IndexRows indexRows = ResultInputs.readIndexRows(cli, options.files, filter.trials(rows.counted()));
        List<Map<String, String>> kept = filter.trials(indexRows.rows());
        if (kept.isEmpty()) {
            throw BadInput.option(cli, "--where", "'" + options.where + "' matches no per-index row of an ok trial");
        }
        StatisticsOptions statistics = options.statistics;
        List<IndexMetric> metrics = BadInput.checkOption(cli, "--metrics", () -> indexRows.metrics(statistics.metrics));
        SummaryReport report = SummaryReport.byIndex(Configs.group(kept, factors), metrics, statistics.interval(cli),
                options.names());
        EnvironmentCheck.warning(rows.counted()).ifPresent(cli.getErr()::println);
        cli.getErr().flush();
        cli.getOut().print(statistics.format.render(report));
        cli.getOut().flush();
        return 0;
    }
}
