package ingestlab.cli;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.metrics.FetchProbe;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.workload.Workload;
import ingestlab.codec.StoredFieldsLayout;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.report.IndexSummary;
import ingestlab.report.SearchSummary;
import ingestlab.report.TrialSummary;
import ingestlab.results.CompanionFile;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialResult;
import ingestlab.search.SearchSettings;
import ingestlab.settings.ByteSize;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.WriterSettings;
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
                    + String.join(" ", FIRST_EXPERIMENT) + " (see docs/run.md; give any setting to run from the "
                    + "defaults)");
            commandSpec.commandLine().getErr().flush();
        }
        stdout.print(describe(spec));
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

    /**
     * What {@code lab run} with no setting option at all runs: Rally's {@code elastic/logs} node of 13 indices, scaled down so
     * the controller acts within a minute on 2 cores. A real node reclaims its buffer when the indices write faster
     * than refreshes drain them: the PR #94607 node (24 cores, a 102 MB buffer) indexed the k8 stream at tens of
     * thousands of documents a second, several of its 5 s refreshes' worth over the buffer; 2 cores index a tenth of
     * that, so a 4 MB buffer (an absolute {@code indices.memory.index_buffer_size}) keeps the ratio of what k8 indexes
     * between refreshes to the buffer. Any setting given instead runs what it says, from the defaults.
     */
    static final List<String> FIRST_EXPERIMENT = List.of("--workload", "logs", "--docs", "200000", "--buffer", "4mb");

    /** Whether no setting was given, so this runs {@link #FIRST_EXPERIMENT}; said once every input was checked. */
    private boolean firstExperiment;

    /** The spec's defaults, with every setting option the user gave set as given; none: the first experiment. */
    private ExperimentSpec buildSpec() {
        if (trials <= 0) {
            throw bad("--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        CommandLine cli = commandSpec.commandLine();
        if (LabSettings.options().stream().noneMatch(s -> cli.getParseResult().hasMatchedOption(s.option()))) {
            firstExperiment = true;
            return LabSettings.defaults().setArguments(FIRST_EXPERIMENT).build();
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
            return ResultFiles.open(path, CompanionFile.of(trialOptions.timeline,
                    Workload.of(spec).indices().size() > 1, !spec.get(SearchSettings.SEARCH_BENCH).isOff()));
        } catch (IOException e) {
            throw OutputFileOption.refused(commandSpec.commandLine(), path, e);
        }
    }

    private CommandLine.ParameterException bad(String option, String detail) {
        return BadInput.option(commandSpec.commandLine(), option, detail);
    }

    /** The resolved settings, printed before the run so the output explains itself. */
    static String describe(ExperimentSpec spec) {
        StringBuilder text = new StringBuilder("Settings (resolved):\n");
        for (Column column : LabSettings.columns()) {
            text.append(String.format("  %-24s %s%n", column.column(), column.value(spec)));
        }
        text.append(String.format("  buffer is %s of a %s heap; refreshes %s%n", ByteSize.human(ControllerSettings.from(spec).bufferBytes()),
                ByteSize.human(spec.get(ControllerSettings.HEAP_BYTES)), refreshNote(spec)));
        StoredFieldsLayout storedFields = spec.get(WriterSettings.CODEC).storedFields(spec.get(WriterSettings.CODEC_LEVEL));
        text.append(String.format("  stored fields: %s, chunks of %s or %d docs; fetch timing %s%n", storedFields.mode(),
                ByteSize.human(storedFields.chunkBytes()), storedFields.maxDocsPerChunk(),
                spec.get(FetchProbe.MEASURE_FETCH) ? "on" : "off"));
        return text.toString();
    }

    private static String refreshNote(ExperimentSpec spec) {
        if (spec.get(IndexSettings.REFRESH_INTERVAL_MS).isOff()) {
            return "off";
        }
        if (spec.get(IndexSettings.SEARCH_IDLE_MS).isOff()) {
            return "every " + spec.get(IndexSettings.REFRESH_INTERVAL_MS);
        }
        return "every " + spec.get(IndexSettings.REFRESH_INTERVAL_MS) + (spec.get(NodeSettings.SEARCH_RATE) > 0
                ? " while searched (" + spec.get(NodeSettings.SEARCH_RATE) + " searches/s; a shard unsearched for " + spec.get(IndexSettings.SEARCH_IDLE_MS)
                        + " goes search-idle)"
                : " until shards go search-idle after " + spec.get(IndexSettings.SEARCH_IDLE_MS));
    }
}
