package ingestlab.cli;

import ingestlab.report.TableFormat;
import ingestlab.stats.BootstrapInterval;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.TInterval;
import java.util.List;
import picocli.CommandLine.Option;

/** The options lab report FILES and lab compare share: which metrics, which interval, which output format. */
final class StatisticsOptions {
    @Option(names = "--metrics", paramLabel = "METRIC", split = ",",
            showDefaultValue = picocli.CommandLine.Help.Visibility.NEVER, description = "Metric columns to report, "
            + "comma-separated (default: every metric with a value).")
    List<String> metrics = List.of();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "markdown",
            converter = NamedOption.Formats.class,
            completionCandidates = NamedOption.Formats.class,
            description = "Output: ${COMPLETION-CANDIDATES} (markdown tables; tidy CSV with unrounded numbers; LaTeX "
                    + "booktabs tables).")
    TableFormat format;

    @Option(names = "--bootstrap", description = "Percentile-bootstrap confidence intervals instead of "
            + "t-intervals (not with --paired; at a few trials the bootstrap covers less than 95%%).")
    boolean bootstrap;

    @Option(names = "--resamples", paramLabel = "N", defaultValue = "" + BootstrapInterval.DEFAULT_RESAMPLES,
            description = "Bootstrap resamples (with --bootstrap).")
    int resamples;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the bootstrap resampling.")
    long seed;

    IntervalEstimator interval(picocli.CommandLine cli) {
        if (!bootstrap) {
            return new TInterval();
        }
        return BadInput.checkOption(cli, "--resamples", () -> new BootstrapInterval(resamples, seed));
    }
}
