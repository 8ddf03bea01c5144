package ingestlab.cli;

import ingestlab.metrics.Metric;
import ingestlab.report.NoiseTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lab noise}: the noise floor of A/A runs, sequential and duet, as reports/noise.md tabulates it. */
@Command(name = "noise", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "The noise floor of A/A runs (one config against itself): per file, the standard deviation of the pairs' "
                    + "log ratio, the 95%% t half-width the mean of 8 pairs would have, and the pairs a ±3%% "
                    + "half-width needs.",
            "A duet's file (lab sweep --duet of one config) pairs by duet_pair; a sequential one pairs its trials in "
                    + "run order at each --lag."})
final class NoiseCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Result CSVs of A/A runs.")
    List<Path> files;

    @Option(names = "--metric", paramLabel = "METRIC", defaultValue = "docs_per_s", description = "The metric "
            + "whose ratios are paired.")
    String metric;

    @Option(names = "--lag", paramLabel = "L[,L...]", split = ",", defaultValue = "1,3", description = "A sequential "
            + "run's pairings: each trial with the one L places later in run order (1: back to back; 3: as far as a "
            + "round of four configs puts a baseline and its contender).")
    List<Integer> lags = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        if (Metric.find(metric).isEmpty()) {
            throw BadInput.option(cli, "--metric", "'" + metric + "' is not a metric of the result file "
                    + "(docs/columns.md lists them)");
        }
        for (int lag : lags) {
            if (lag < 1) {
                throw BadInput.option(cli, "--lag", "'" + lag + "' is not allowed (must be at least 1)");
            }
        }
        NoiseTable table = new NoiseTable();
        for (Path file : files) {
            table.add(file.toString(), ResultsReport.read(cli, List.of(file), "FILE").counted(), metric, lags);
        }
        cli.getOut().print(table.render());
        cli.getOut().flush();
        return 0;
    }
}
