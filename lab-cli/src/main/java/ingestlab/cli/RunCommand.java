package ingestlab.cli;

import ingestlab.catalog.LabSettings;
import ingestlab.node.NodeSettings;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.FirstExperiment;
import ingestlab.report.IndexSummary;
import ingestlab.report.ResolvedSettings;
import ingestlab.report.SearchSummary;
import ingestlab.report.TrialSummary;
import ingestlab.results.CompanionFile;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialResult;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** {@code lab run}: one experiment, N trials, a table on stdout and a row per trial appended to {@code --out}. */
@Command(name = "run", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "Index a dataset into N shards that share one node-wide indexing buffer, reclaimed as Elasticsearch "
                    + "reclaims it, and append one CSV row per trial.",
            "Defaults are Elasticsearch 8.11+ out of the box where it has one."})
final class RunCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @CommandLine.Mixin
    TrialOptions trialOptions;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "1", description = "Trials of the same experiment.")
    int trials;

    @CommandLine.Mixin
    OutputFileOption out;

    @Option(names = "--keep-index", description = "Keep (and commit) each trial's index instead of deleting it.")
    boolean keepIndex;

    @Option(names = "--quiet", description = "No progress bar.")
    boolean quiet;

    private final HeldOutput held = new HeldOutput();

    @Override
    public Integer call() throws Exception {
        return held.around(this::run);
    }

    private int run() throws IOException, InterruptedException {
        ExperimentSpec spec = buildSpec();
        WorkDirNotes.checkWritable(trialOptions.workDir, commandSpec.commandLine());
        ResultFiles files = held.hold(openResults(spec));
        PrintWriter stdout = commandSpec.commandLine().getOut();
        String runId = ResultFiles.newRunId();
        if (firstExperiment) {
            commandSpec.commandLine().getErr().println("lab run: no setting given, so the first experiment: lab run "
                    + String.join(" ", FirstExperiment.ARGUMENTS) + " (see docs/run.md; give any setting to run from the "
                    + "defaults)");
            commandSpec.commandLine().getErr().flush();
        }
        stdout.print(ResolvedSettings.render(spec));
        stdout.printf("  run id %s%n", runId);
        WorkDirNotes.warnIfRam(trialOptions.workDir, commandSpec.commandLine().getErr());
        // a file an older version wrote: which columns its rows leave out, said once
        files.notes().forEach(commandSpec.commandLine().getErr()::println);
        commandSpec.commandLine().getErr().flush();
        stdout.flush();

        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(trialOptions.workDir, keepIndex,
                trialOptions.timelineMillis(), trialOptions.checkIndex));
        ingestlab.experiment.ProgressListener progress = quiet ? ingestlab.experiment.ProgressListener.NONE
                : new ConsoleProgress(commandSpec.commandLine().getErr());
        List<TrialResult> results = runner.run(spec, trials, runId, files, progress);

        stdout.println();
        stdout.print(TrialSummary.render(results));
        String indices = IndexSummary.render(results);
        if (!indices.isEmpty()) {
            stdout.println();
            stdout.print(indices);
        }
        String searches = SearchSummary.render(results);
        if (!searches.isEmpty()) {
            stdout.println();
            stdout.print(searches);
        }
        TrialSummary.notes(spec, results).forEach(note -> stdout.println("note: " + note));
        long failed = results.stream().filter(r -> !r.ok()).count();
        int rows = results.size();
        stdout.printf("%nAppended %d row%s to %s%n", rows, rows == 1 ? "" : "s", files.resultsPath());
        files.companionPaths().forEach((kind, path) -> stdout.printf("%s in %s%n", kind.contents(), path));
        stdout.flush();
        if (failed > 0) {
            PrintWriter err = commandSpec.commandLine().getErr();
            results.stream().filter(r -> !r.ok())
                    .forEach(r -> err.println("lab run: trial " + r.trial() + " failed: " + r.error()));
            err.flush();
            return OneLineErrors.FAILED;
        }
        return 0;
    }

    /** Whether no setting was given, so this runs {@link FirstExperiment}; said once every input was checked. */
    private boolean firstExperiment;

    /** The spec's defaults, with every setting option the user gave set as given; none: the first experiment. */
    private ExperimentSpec buildSpec() {
        if (trials <= 0) {
            throw bad("--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        CommandLine cli = commandSpec.commandLine();
        if (LabSettings.options().stream().noneMatch(s -> cli.getParseResult().hasMatchedOption(s.option()))) {
            firstExperiment = true;
            return FirstExperiment.spec();
        }
        ExperimentSpec spec = SettingOptions.withSettingsGiven(cli, LabSettings.defaults());
        long crashAfter = spec.get(NodeSettings.CRASH_AFTER);
        if (crashAfter != 0 && !keepIndex) {
            throw bad(NodeSettings.CRASH_AFTER.option(), "'" + crashAfter + "' needs --keep-index (recovery needs the "
                    + "index left behind)");
        }
        return spec;
    }

    /**
     * The result files; with the per-index file too when the spec's node holds more than one index, and the searches
     * file when it runs the search benchmark.
     */
    private ResultFiles openResults(ExperimentSpec spec) {
        Path path = out.orDefault("reports/runs/results.csv");
        try {
            return ResultFiles.open(path, CompanionFile.forTrials(trialOptions.timeline, List.of(spec)));
        } catch (IOException e) {
            throw OutputFileOption.refused(commandSpec.commandLine(), path, e);
        }
    }

    private CommandLine.ParameterException bad(String option, String detail) {
        return BadInput.option(commandSpec.commandLine(), option, detail);
    }
}
