package ingestlab.cli;

import ingestlab.sweep.SweepPlan;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --resume} and {@code --partition K/N}: which of a sweep's trials this run takes, for {@code lab sweep} and
 * {@code lab claims run}. Each command describes them in its own words ({@code options.properties}).
 */
final class ResumeOptions {
    @Option(names = "--resume", descriptionKey = "resume")
    boolean resume;

    @Option(names = "--partition", paramLabel = "K/N", descriptionKey = "partition")
    String partition;

    /** The slice {@code --partition} gives, or null for every trial; a bad one is refused with the option named. */
    SweepPlan.Slice slice(CommandLine cli) {
        return partition == null ? null
                : BadInput.checkOption(cli, "--partition", () -> SweepPlan.Slice.parse(partition));
    }
}
