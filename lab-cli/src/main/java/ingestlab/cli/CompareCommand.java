package ingestlab.cli;

import ingestlab.metrics.Metric;
import ingestlab.report.ComparisonReport;
import ingestlab.report.EnvironmentCheck;
import ingestlab.report.IndexMetric;
import ingestlab.report.IndexRows;
import ingestlab.report.PairedComparisonReport;
import ingestlab.report.ResultRows;
import ingestlab.report.RowFilter;
import ingestlab.report.StatisticsReport;
import ingestlab.stats.SignificanceTest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lab compare}: a contender against a baseline, metric by metric, with a significance test. */
@Command(name = "compare", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "Compare a contender with a baseline, metric by metric: mean ± CI half-width of each, the difference, "
                    + "and a p-value (* below 0.05) with the change marked better or worse by the metric's direction.",
            "lab compare A.csv B.csv: baseline = the ok trials of A, contender = those of B.",
            "lab compare FILE --baseline K=V,... --contender K=V,...: two configs of one file.",
            "lab compare FILE --baseline ... --contender ... --paired: two configs of one sweep, round by round: the "
                    + "geometric mean of the per-round ratios contender / baseline with its interval.",
            "Rows from unlike environments (Lucene, Java, CPU, heap) get a warning line first, on stderr."})
final class CompareCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Parameters(paramLabel = "FILE", arity = "1..2", description = "One result CSV (with --baseline and "
            + "--contender), or two: baseline first.")
    List<Path> files;

    @Option(names = "--baseline", paramLabel = "K=V[,K=V...]", description = "With one FILE: the baseline's factor "
            + "values, e.g. flush_mode=next-buffer.")
    String baseline;

    @Option(names = "--contender", paramLabel = "K=V[,K=V...]", description = "With one FILE: the contender's "
            + "factor values, e.g. flush_mode=full.")
    String contender;

    @Option(names = "--test", paramLabel = "TEST", defaultValue = "welch",
            converter = NamedOption.Tests.class,
            completionCandidates = NamedOption.Tests.class, description = "Significance test: "
                    + "${COMPLETION-CANDIDATES} (Welch's t-test; Mann-Whitney U, normal approximation).")
    SignificanceTest test;

    @Option(names = "--paired", description = "With one FILE (a sweep's): pair the two configs' trials by round "
            + "(trial number) and report the geometric mean of the per-round ratios contender / baseline with its "
            + "interval (a t interval on their logs), instead of two independent samples and a test.")
    boolean paired;

    @Option(names = "--by", paramLabel = "index", description = "index: compare the per-index files beside the "
            + "result CSVs (results.csv → results-indices.csv), index by index.")
    String by;

    @Mixin
    StatisticsOptions statistics;

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        ResultRows all = ResultInputs.read(cli, files, "FILE");
        if (by != null && !by.equals(IndexRows.INDEX)) {
            throw BadInput.option(cli, "--by", "'" + by + "' is not allowed (index: compare the per-index files)");
        }
        if (paired) {
            if (files.size() == 2) {
                throw BadInput.option(cli, "--paired", "only with one FILE (a sweep's rounds pair its configs)");
            }
            if (statistics.bootstrap) {
                throw BadInput.option(cli, "--bootstrap", "not with --paired (a paired effect's interval is Student-t "
                        + "on the per-round log ratios, which covers 95% at a few rounds where the bootstrap does not)");
            }
            if (by != null || cli.getParseResult().hasMatchedOption("--test")) {
                throw BadInput.option(cli, "--paired", "not with " + (by != null ? "--by" : "--test")
                        + " (a paired comparison is of the node's rows, with an interval instead of a test)");
            }
        }
        List<Map<String, String>> baselineRows;
        List<Map<String, String>> contenderRows;
        String baselineName;
        String contenderName;
        if (files.size() == 2) {
            for (String option : List.of("--baseline", "--contender")) {
                if (cli.getParseResult().hasMatchedOption(option)) {
                    throw BadInput.option(cli, option, "only with one FILE; with two, the first is the baseline");
                }
            }
            baselineRows = ResultInputs.okRows(cli, files.get(0));
            contenderRows = ResultInputs.okRows(cli, files.get(1));
            boolean sameNames = files.get(0).getFileName().equals(files.get(1).getFileName());
            baselineName = sameNames ? files.get(0).toString() : files.get(0).getFileName().toString();
            contenderName = sameNames ? files.get(1).toString() : files.get(1).getFileName().toString();
        } else {
            if (baseline == null || contender == null) {
                throw new CommandLine.ParameterException(cli, "With one FILE, give --baseline and --contender "
                        + "(K=V,...); or give two FILEs");
            }
            baselineRows = ResultInputs.matching(cli, all, files.get(0), "--baseline", baseline);
            contenderRows = ResultInputs.matching(cli, all, files.get(0), "--contender", contender);
            baselineName = baseline;
            contenderName = contender;
        }
        StatisticsReport report;
        if (paired) {
            List<Metric> metrics = BadInput.checkOption(cli, "--metrics", () -> all.metrics(statistics.metrics));
            report = PairedComparisonReport.of(all.counted(), RowFilter.parse(baseline, all.factorColumns()),
                    RowFilter.parse(contender, all.factorColumns()), metrics);
        } else if (by != null) {
            IndexRows baselineIndices = ResultInputs.readIndexRows(cli, files.subList(0, 1), baselineRows);
            IndexRows contenderIndices = ResultInputs.readIndexRows(cli, files.subList(files.size() - 1,
                    files.size()), contenderRows);
            List<IndexMetric> metrics = BadInput.checkOption(cli, "--metrics",
                    () -> baselineIndices.metrics(statistics.metrics));
            report = ComparisonReport.byIndex(baselineName, baselineIndices.rows(), contenderName,
                    contenderIndices.rows(), metrics, statistics.interval(cli), test);
        } else {
            List<Metric> metrics = BadInput.checkOption(cli, "--metrics", () -> all.metrics(statistics.metrics));
            report = ComparisonReport.of(baselineName, baselineRows, contenderName, contenderRows, metrics,
                    statistics.interval(cli), test);
        }

        List<Map<String, String>> both = new ArrayList<>(baselineRows);
        both.addAll(contenderRows);
        PrintWriter err = cli.getErr();
        EnvironmentCheck.warning(both).ifPresent(err::println);
        err.flush();
        PrintWriter out = cli.getOut();
        out.print(statistics.format.render(report));
        out.flush();
        return 0;
    }
}
