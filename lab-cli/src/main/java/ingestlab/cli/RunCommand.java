package ingestlab.cli;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.data.Dataset;
import ingestlab.codec.StoredFieldsLayout;
import ingestlab.codec.ZstdLevels;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.report.TrialSummary;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialRun;
import ingestlab.results.TrialResult;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Factor;
import ingestlab.settings.Interval;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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

    @Option(names = "--out", paramLabel = "FILE", description = "CSV file to append one row per trial to "
            + "(default: reports/runs/results.csv in the lab's folder). Locked, with its timeline file, while the run "
            + "lasts: another lab command given it is refused at once.")
    Path out;

    @Option(names = "--keep-index", description = "Keep (and commit) each trial's index instead of deleting it.")
    boolean keepIndex;

    @Option(names = "--crash-after", paramLabel = "N", defaultValue = "0", showDefaultValue =
            CommandLine.Help.Visibility.NEVER, description = "Halt the JVM abruptly (no close, no commit) once N "
            + "documents were acknowledged; needs --keep-index and a --translog. Then: lab recover --work-dir DIR.")
    long crashAfter;

    @Option(names = "--quiet", description = "No progress bar.")
    boolean quiet;

    // Set by lab sweep for each forked trial, so the child's row carries the sweep's bookkeeping.
    @Option(names = "--run-id", hidden = true)
    String runIdGiven;

    @Option(names = "--trial-number", hidden = true, defaultValue = "0")
    int trialNumber;

    @Option(names = "--warmup", hidden = true)
    boolean warmup;

    @Option(names = "--order", hidden = true, defaultValue = "0")
    int order;

    @CommandLine.Mixin
    ForkedHeap forkedHeap;

    // Set by lab calibrate: one trial per turn given on stdin, warm-up turns written with warmup true (Lockstep).
    @Option(names = "--lockstep", hidden = true)
    boolean lockstep;

    private final HeldOutput held = new HeldOutput();

    @Override
    public Integer call() throws Exception {
        return held.around(this::run);
    }

    private int run() throws IOException, InterruptedException {
        ExperimentSpec spec = buildSpec();
        WorkDirNotes.checkWritable(trialOptions.workDir, commandSpec.commandLine());
        ResultFiles files = held.hold(openResults());
        PrintWriter stdout = commandSpec.commandLine().getOut();
        String runId = runIdGiven != null ? runIdGiven : ResultFiles.newRunId();
        stdout.print(describe(spec));
        stdout.printf("  run id %s%n", runId);
        WorkDirNotes.warnIfRam(trialOptions.workDir, commandSpec.commandLine().getErr());
        stdout.flush();

        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(trialOptions.workDir, keepIndex,
                trialOptions.timelineMillis(), trialOptions.checkIndex));
        ingestlab.experiment.ProgressListener progress = quiet ? ingestlab.experiment.ProgressListener.NONE
                : new ConsoleProgress(commandSpec.commandLine().getErr());
        List<TrialResult> results;
        int warmUpRows = 0;
        if (trialNumber > 0) {
            // One trial of a sweep: its number and place in the sweep's order come from the sweep. If the sweep dies
            // (kill -9), this trial stops too instead of running on unrecorded.
            ProcessHandle.current().parent().ifPresent(sweep -> sweep.onExit().thenRun(() -> Runtime.getRuntime().halt(3)));
            TrialResult result = runner.runOne(spec, new TrialRun(runId, trialNumber, warmup, order), progress);
            files.append(result);
            results = List.of(result);
        } else if (lockstep) {
            List<TrialResult> warmUps = new ArrayList<>();
            results = followTurns(runner, spec, runId, files, progress, warmUps);
            warmUpRows = warmUps.size();
        } else {
            results = runner.run(spec, trials, runId, files, progress);
        }

        stdout.println();
        stdout.print(TrialSummary.render(results));
        TrialSummary.notes(spec, results).forEach(note -> stdout.println("note: " + note));
        long failed = results.stream().filter(r -> !r.ok()).count();
        int rows = results.size() + warmUpRows;
        stdout.printf("%nAppended %d row%s to %s%n", rows, rows == 1 ? "" : "s", files.resultsPath());
        if (files.timelinePath() != null) {
            stdout.printf("Timeline samples in %s%n", files.timelinePath());
        }
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
     * The trials lab calibrate asks for, one per turn ({@link Lockstep}), each appended as a row (a warm-up one with
     * warmup true); a failed one stops the run (its row says why). Returns the timed ones; the warm-up ones go to
     * {@code warmUps}.
     */
    private List<TrialResult> followTurns(ExperimentRunner runner, ExperimentSpec spec, String runId, ResultFiles files,
                                          ingestlab.experiment.ProgressListener progress, List<TrialResult> warmUps)
            throws IOException, InterruptedException {
        List<TrialResult> timed = new ArrayList<>();
        Lockstep.follow(System.in, commandSpec.commandLine().getOut(), turn -> {
            boolean warm = turn == Lockstep.Turn.WARMUP;
            List<TrialResult> done = warm ? warmUps : timed;
            TrialResult result = runner.runOne(spec, new TrialRun(runId, done.size() + 1, warm, 0),
                    warm ? ingestlab.experiment.ProgressListener.NONE : progress);
            files.append(result);
            done.add(result);
            if (!result.ok()) {
                throw new IOException((warm ? "warm-up trial " : "trial ") + done.size() + " failed: " + result.error());
            }
        });
        return timed;
    }

    /**
     * Adds one option per factor, from its declaration in {@link Factor}: name, old spellings, value label, default
     * and description. Values are parsed by the factor itself, so a bad one is refused while parsing, with the
     * option named.
     */
    static void addFactorOptions(CommandLine.Model.CommandSpec run) {
        addFactorOptions(run, Factor.options(), java.util.Map.of());
    }

    /** Options for {@code factors} only, with {@code defaults} in place of a factor's own default where given. */
    static void addFactorOptions(CommandLine.Model.CommandSpec run, List<Factor> factors,
                                 java.util.Map<Factor, String> defaults) {
        for (Factor factor : factors) {
            CommandLine.Model.OptionSpec.Builder option = CommandLine.Model.OptionSpec
                    .builder(factor.option(), factor.aliases().toArray(new String[0]))
                    .description(factor.description().replace("%", "%%"));
            if (factor.isFlag()) {
                option.type(boolean.class).arity("0");
            } else {
                option.type(Object.class).paramLabel(factor.label()).converters(Converters.wrap(factor::parse));
            }
            String defaultText = defaults.getOrDefault(factor, factor.defaultText());
            if (defaultText != null && !factor.isFlag()) {
                option.defaultValue(defaultText);
            } else {
                option.showDefaultValue(CommandLine.Help.Visibility.NEVER);
            }
            run.addOption(option.build());
        }
    }

    /** The spec's defaults, with every factor option the user gave set as given. */
    private ExperimentSpec buildSpec() {
        if (trials <= 0) {
            throw bad("--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        if (crashAfter != 0 && !keepIndex) {
            throw bad("--crash-after", "'" + crashAfter + "' needs --keep-index (recovery needs the index left behind)");
        }
        ExperimentSpec.Builder builder = ExperimentSpec.defaults().skipBad(trialOptions.skipBad)
                .measureFetch(trialOptions.measureFetch).crashAfter(crashAfter);
        return withFactorsGiven(commandSpec.commandLine(), forkedHeap.applyTo(builder));
    }

    /** {@code builder} with every factor option given on {@code cli} set as given (options from addFactorOptions). */
    static ExperimentSpec withFactorsGiven(CommandLine cli, ExperimentSpec.Builder builder) {
        CommandLine.ParseResult parsed = cli.getParseResult();
        for (Factor factor : Factor.options()) {
            if (parsed.hasMatchedOption(factor.option())) {
                builder.set(factor, parsed.matchedOptionValue(factor.option(), null));
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, e.getMessage());
        }
    }

    private ResultFiles openResults() {
        Path path = out != null ? out : LabHome.path().resolve("reports/runs/results.csv");
        try {
            return ResultFiles.open(path, trialOptions.timeline);
        } catch (IOException e) {
            throw BadInput.output(commandSpec.commandLine(), "--out", path, e);
        }
    }

    private CommandLine.ParameterException bad(String option, String detail) {
        return BadInput.option(commandSpec.commandLine(), option, detail);
    }

    /** The resolved settings, printed before the run so the output explains itself. */
    static String describe(ExperimentSpec spec) {
        StringBuilder text = new StringBuilder("Settings (resolved):\n");
        for (Factor factor : Factor.values()) {
            text.append(String.format("  %-24s %s%n", factor.column(), factor.value(spec)));
        }
        text.append(String.format("  buffer is %s of a %s heap; refreshes %s%n", ByteSize.human(spec.bufferBytes()),
                ByteSize.human(spec.heapBytes()), refreshNote(spec)));
        StoredFieldsLayout storedFields = spec.codec().storedFields(spec.codecLevel());
        text.append(String.format("  stored fields: %s, chunks of %s or %d docs; fetch timing %s%n", storedFields.mode(),
                ByteSize.human(storedFields.chunkBytes()), storedFields.maxDocsPerChunk(),
                spec.measureFetch() ? "on" : "off"));
        return text.toString();
    }

    private static String refreshNote(ExperimentSpec spec) {
        if (spec.refresh().isOff()) {
            return "off";
        }
        if (spec.searchIdle().isOff()) {
            return "every " + spec.refresh();
        }
        return "every " + spec.refresh() + (spec.searchRate() > 0
                ? " while searched (" + spec.searchRate() + " searches/s; a shard unsearched for " + spec.searchIdle()
                        + " goes search-idle)"
                : " until shards go search-idle after " + spec.searchIdle());
    }
}
