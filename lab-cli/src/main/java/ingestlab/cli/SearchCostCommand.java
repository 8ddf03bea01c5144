package ingestlab.cli;

import ingestlab.report.Config;
import ingestlab.report.Configs;
import ingestlab.report.EnvironmentCheck;
import ingestlab.report.ResultRows;
import ingestlab.report.RowFilter;
import ingestlab.report.SearchCostReport;
import ingestlab.report.SearchPhaseRows;
import ingestlab.report.chart.ChartFiles;
import ingestlab.report.chart.SegmentLatencyChart;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lab search-cost}: what each config's index costs at search time, from the search benchmark's phases. */
@Command(name = "search-cost", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "What the index each config's ingestion left costs at search time, from the searches file beside each "
                    + "result CSV (lab run or lab sweep with --search-bench and --search-bench-after-merge).",
            "Per config: merges, segments as ingested and force-merged, the as-ingested phase's repeat over its "
                    + "first run (the A/A control) and the force-merged phase over the repeat; per query type: "
                    + "force-merged over as ingested, in queries per second and p99 latency; with --baseline: each "
                    + "config's as-ingested rate over the baseline's, paired by round.",
            "Ratios are geometric means over rounds with a 95%% t interval on the log ratios; each table is one "
                    + "family for Holm's adjustment."})
final class SearchCostCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Parameters(paramLabel = "FILES", arity = "1..*", description = "Result CSVs of runs with the search benchmark "
            + "(several are concatenated).")
    List<Path> files;

    @Option(names = "--by", paramLabel = "FACTOR", split = ",", showDefaultValue = CommandLine.Help.Visibility.NEVER,
            description = "Group trials by only these factors (default: every factor column that varies).")
    List<String> by = List.of();

    @Option(names = "--baseline", paramLabel = "K=V[,K=V...]", description = "A config to pair every other's "
            + "as-ingested search rate with, round by round, e.g. flush_mode=full,selector=largest.")
    String baseline;

    @Option(names = "--min-rounds", paramLabel = "N", defaultValue = "5", description = "Fewer rounds than this "
            + "mark a ratio 'insufficient rounds' (the claims suite's minimum).")
    int minRounds;

    @Option(names = "--charts", paramLabel = "DIR", description = "Write charts of p50 and p99 latency against "
            + "the segments searched (PNG and SVG) here.")
    Path charts;

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        if (minRounds < 2) {
            throw BadInput.option(cli, "--min-rounds", "'" + minRounds + "' is not allowed (at least 2: an interval "
                    + "needs two rounds)");
        }
        ResultRows rows = ResultInputs.read(cli, files, "FILES");
        List<String> factors = BadInput.checkOption(cli, "--by", () -> rows.factors(by));
        List<Map<String, String>> counted = rows.counted();
        List<SearchPhaseRows.Trial> searched;
        try {
            searched = SearchPhaseRows.readBesides(files, counted);
        } catch (IllegalArgumentException e) {
            throw BadInput.parameter(cli, "FILES", e.getMessage());
        }
        if (searched.isEmpty()) {
            throw BadInput.parameter(cli, "FILES", "no ok trial of " + names() + " ran the search benchmark "
                    + "(--search-bench)");
        }
        List<Map<String, String>> withSearches = searched.stream().map(SearchPhaseRows.Trial::row).toList();
        Configs configs = Configs.group(withSearches, factors);
        Config base = baseline == null ? null
                : BadInput.checkOption(cli, "--baseline", () -> configs.single(RowFilter.parse(baseline, factors)));
        if (charts != null) {
            BadInput.checkWritableFolder(cli, "--charts", charts);
        }

        // Every input is checked: from here on, output.
        EnvironmentCheck.warning(withSearches).ifPresent(cli.getErr()::println);
        if (charts != null) {
            List<Path> written = new ArrayList<>();
            written.addAll(ChartFiles.save(SegmentLatencyChart.of("Median latency against segments searched",
                    "p50 latency (ms)", searched, SearchPhaseRows.Figures::p50Ms), charts, "search-p50-by-segments"));
            written.addAll(ChartFiles.save(SegmentLatencyChart.of("p99 latency against segments searched",
                    "p99 latency (ms)", searched, SearchPhaseRows.Figures::p99Ms), charts, "search-p99-by-segments"));
            cli.getErr().println("Wrote " + written.size() + " chart files (PNG and SVG) to " + charts);
        }
        cli.getErr().flush();
        cli.getOut().print(new SearchCostReport(configs, searched, base, minRounds).render());
        cli.getOut().flush();
        return 0;
    }

    private String names() {
        return files.stream().map(Path::toString).collect(Collectors.joining(", "));
    }
}
