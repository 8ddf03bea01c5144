package ingestlab.cli;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.catalog.Workload;
import ingestlab.catalog.WorkloadSettings;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.results.ResultFiles;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.sweep.ForkedTrials;
import ingestlab.sweep.InProcessTrials;
import ingestlab.sweep.IndexSettingKeys;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfig;
import ingestlab.sweep.SweepFile;
import ingestlab.sweep.SweepGrid;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialLauncher;
import ingestlab.workload.WorkloadDefinition;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code lab sweep}: a grid of experiments, each trial in a fresh JVM, interleaved in seeded random blocks,
 * appended and fsynced one by one, resumable.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "Run a grid of experiments: any factor option takes a comma list (--flush-mode full,next-buffer), and the "
                    + "sweep runs their Cartesian product; or give a YAML file with base:, grid: and configs:.",
            "Each trial runs in a fresh JVM, in seeded random blocks (every config once per round, shuffled), and its "
                    + "row is appended and fsynced as soon as it ends. --resume skips what the output already holds."})
final class SweepCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @CommandLine.Mixin
    TrialOptions trialOptions;

    @Option(names = "--file", paramLabel = "YAML", description = "Sweep file (base:, grid:, configs:; keys are "
            + "factor names); options given on the command line are added to its base.")
    Path file;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "3", description = "Measured trials per config.")
    int trials;

    @Option(names = "--warmup-trials", paramLabel = "W", defaultValue = "0", description = "Warm-up trials per config, "
            + "run first; recorded with warmup=true and left out of summaries.")
    int warmups;

    @Option(names = "--order-seed", paramLabel = "N", defaultValue = "42", description = "Seed of the run order.")
    long orderSeed;

    @CommandLine.Mixin
    ChildHeapOption childHeap;

    @Option(names = "--jvm-args", paramLabel = "ARGS", defaultValue = "", description = "More flags for each trial's "
            + "JVM, space separated.")
    String jvmArgs;

    @Option(names = "--no-fork", description = "Run every trial in this JVM (for debugging: JIT, GC and heap state "
            + "then carry over between trials).")
    boolean noFork;

    @Option(names = "--trial-timeout", paramLabel = "DURATION", defaultValue = "off", description = "A trial still "
            + "running after this is killed and recorded as failed.")
    String trialTimeout;

    @Option(names = "--resume", description = "Skip the (config, trial) pairs the output already holds, after cutting "
            + "off a torn last line.")
    boolean resume;

    @Option(names = "--partition", paramLabel = "K/N", description = "Run only slice K of N of the trials (every N-th "
            + "of the run order), for a scheduler's array job; report and compare take every slice's CSV.")
    String partition;

    @Option(names = "--out", paramLabel = "FILE", description = "CSV file to append one row per trial to "
            + "(default: reports/runs/sweep.csv in the lab's folder). Locked, with its timeline file, while the sweep "
            + "runs: another lab command given it is refused at once.")
    Path out;

    @Option(names = "--dry-run", description = "Print the plan (configs and run order) and run nothing.")
    boolean dryRun;

    private final HeldOutput held = new HeldOutput();

    @Override
    public Integer call() throws Exception {
        return held.around(this::sweep);
    }

    private int sweep() throws IOException, InterruptedException {
        long heapBytes = childHeap.bytes(commandSpec.commandLine());
        Duration timeout = parseTimeout();
        SweepPlan.Slice slice = parsePartition();
        if (trials < 1) {
            throw bad("--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        if (warmups < 0) {
            throw bad("--warmup-trials", "'" + warmups + "' is not allowed (must be 0 or more)");
        }
        SweepGrid grid = grid();
        List<SweepConfig> configs = configs(grid, heapBytes);
        List<PlannedTrial> plan = SweepPlan.of(configs, warmups, trials, orderSeed);
        if (slice != null) {
            plan = SweepPlan.partition(plan, slice);
        }
        Path output = out != null ? out : LabHome.path().resolve("reports/runs/sweep.csv");
        // Where rows and indexes go is checked before anything is printed, so bad input is the only output.
        // The output is locked before --resume reads it, so two resuming sweeps cannot both find a trial missing.
        ResultFiles files = null;
        Set<String> done = Set.of();
        if (!dryRun) {
            WorkDirNotes.checkWritable(trialOptions.workDir, commandSpec.commandLine());
            try {
                // A config that runs a workload of several indices writes the per-index file too.
                boolean withIndices = configs.stream()
                        .anyMatch(c -> Workload.of(c.spec()).indices().size() > 1);
                files = held.hold(resume ? ResultFiles.resume(output, trialOptions.timeline, withIndices)
                        : ResultFiles.open(output, trialOptions.timeline, withIndices));
                done = resume ? SweepRunner.alreadyDone(files) : Set.of();
            } catch (IOException | RuntimeException e) {
                throw BadInput.output(commandSpec.commandLine(), "--out", output, e);
            }
        }
        PrintWriter stdout = commandSpec.commandLine().getOut();
        Set<String> varying = grid.axes();
        stdout.printf("Sweep: %d config%s x (%d warm-up + %d) trials = %d trials%s%n", configs.size(),
                configs.size() == 1 ? "" : "s", warmups, trials, plan.size(),
                slice == null ? "" : " in slice " + slice);
        for (SweepConfig config : configs) {
            stdout.printf("  %s  %s%n", config.hash(), config.label(varying));
        }
        if (dryRun) {
            for (PlannedTrial t : plan) {
                stdout.printf("  #%d %s %s%d%n", t.order(), t.config().label(varying), t.warmup() ? "warm-up " : "trial ",
                        t.trial());
            }
            stdout.flush();
            return 0;
        }
        String runId = ResultFiles.newRunId();
        stdout.printf("  run id %s, rows to %s%s%n", runId, files.resultsPath(),
                resume ? " (resuming: " + done.size() + " trial(s) already there)" : "");
        WorkDirNotes.warnIfRam(trialOptions.workDir, commandSpec.commandLine().getErr());
        // a file an older version wrote: which columns its rows leave out, said once
        files.notes().forEach(commandSpec.commandLine().getErr()::println);
        commandSpec.commandLine().getErr().flush();
        stdout.flush();

        TrialLauncher launcher = noFork
                ? new InProcessTrials(new ExperimentRunner(new ExperimentRunner.Options(trialOptions.workDir, false,
                        trialOptions.timelineMillis(), trialOptions.checkIndex)), files)
                : new ForkedTrials(new ForkedTrials.Settings(childCommand(heapBytes), timeout, trialOptions.workDir,
                        trialOptions.timelineMillis(), trialOptions.checkIndex,
                        Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-sweep")), files);
        SweepRunner runner = new SweepRunner();
        CountDownLatch finished = new CountDownLatch(1);
        Thread onCtrlC = new Thread(() -> {
            runner.requestStop();
            launcher.abort();
            try {
                finished.await(30, TimeUnit.SECONDS); // let the loop end with everything finished on disk
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        SweepRunner.Summary summary;
        try {
            try (SweepProgress progress = SweepProgress.create(commandSpec.commandLine().getErr(), plan.size(),
                    done.size(), varying)) {
                summary = runner.run(plan, done, runId, launcher, progress);
            }
            stdout.printf("%s: %d trial(s) run (%d failed), %d already in the output; rows in %s%s%n",
                    summary.stopped() ? "Stopped" : "Done", summary.ran(), summary.failed(), summary.skipped(),
                    files.resultsPath(), summary.stopped() ? "; rerun with --resume to finish" : "");
            files.companionPaths().forEach((kind, path) -> stdout.printf("%s in %s%n", kind.contents(), path));
            stdout.flush();
        } finally {
            finished.countDown(); // after the report, so Ctrl-C's hook lets the JVM exit only once it is printed
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onCtrlC);
        } catch (IllegalStateException e) {
            // shutting down already (Ctrl-C): the hook is running
        }
        return summary.failed() > 0 || summary.stopped() ? OneLineErrors.FAILED : 0;
    }

    /** The grid: the file's, plus any factor option given on the command line (a comma list is an axis). */
    private SweepGrid grid() {
        SweepGrid fromFile;
        try {
            fromFile = file != null ? SweepFile.read(file) : new SweepGrid(Map.of(), Map.of(), List.of());
        } catch (IllegalArgumentException | IOException e) {
            throw bad("--file", e.getMessage());
        }
        Map<String, String> base = new LinkedHashMap<>();
        fromFile.base().forEach((name, value) -> base.put(column(name), value));
        Map<String, List<String>> axes = new LinkedHashMap<>();
        fromFile.grid().forEach((name, values) -> axes.put(column(name), values));
        List<SweepGrid.Named> named = new ArrayList<>();
        for (SweepGrid.Named config : fromFile.configs()) {
            Map<String, String> settings = new LinkedHashMap<>();
            config.settings().forEach((name, value) -> settings.put(column(name), value));
            named.add(new SweepGrid.Named(config.name(), settings));
        }
        CommandLine.ParseResult parsed = commandSpec.commandLine().getParseResult();
        for (Setting<?> factor : LabSettings.options()) {
            if (!factor.isSweepable() || !parsed.hasMatchedOption(factor.option())) {
                continue;
            }
            String name = factor.key();
            if (factor.isFlag()) {
                base.put(name, "true");
                continue;
            }
            String text = parsed.matchedOptionValue(factor.option(), "");
            List<String> values = Arrays.stream(text.split(",")).map(String::trim).toList();
            if (values.stream().anyMatch(String::isEmpty)) {
                throw bad(factor.option(), "'" + text + "' has an empty item (give values separated by commas)");
            }
            if (values.size() == 1) {
                base.put(name, values.get(0));
            } else {
                axes.put(name, values);
            }
        }
        return new SweepGrid(base, axes, named);
    }

    /**
     * A sweep file's factor name as its column, or a dotted index key ({@code indices.k8.refresh_interval}) with its
     * setting's own key; an unknown name stops the sweep before anything runs.
     */
    private String column(String name) {
        if (IndexSettingKeys.isOne(name)) {
            return BadInput.checkOption(commandSpec.commandLine(), "--file", () -> IndexSettingKeys.normalize(name));
        }
        return LabSettings.find(name).filter(Setting::isSweepable).map(Setting::key)
                .orElseThrow(() -> bad("--file", "unknown factor '" + name + "' in " + file + " (allowed: "
                        + SettingOptions.allowedKeys() + ")"));
    }

    /** Every config's spec, each value parsed by its factor: a bad one stops the sweep before anything runs. */
    private List<SweepConfig> configs(SweepGrid grid, long heapBytes) {
        List<SweepConfig> configs = new ArrayList<>();
        for (SweepGrid.Named named : grid.expand()) {
            Map<String, String> settings = new LinkedHashMap<>();
            ExperimentSpec.Builder builder = LabSettings.defaults().set(ControllerSettings.HEAP_BYTES, heapBytes);
            Map<String, String> indexSettings = new LinkedHashMap<>();
            for (Map.Entry<String, String> setting : named.settings().entrySet()) {
                if (IndexSettingKeys.isOne(setting.getKey())) {
                    indexSettings.put(setting.getKey(), setting.getValue());
                    settings.put(setting.getKey(), setting.getValue());
                    continue;
                }
                Setting<?> factor = LabSettings.find(setting.getKey()).orElseThrow();
                BadInput.checkOption(commandSpec.commandLine(), factor.option(),
                        () -> builder.setText(factor, setting.getValue()));
                settings.put(factor.key(), setting.getValue());
            }
            if (!indexSettings.isEmpty()) {
                builder.set(WorkloadSettings.WORKLOAD, withIndexSettings(named, indexSettings));
            }
            try {
                configs.add(new SweepConfig(named.name(), settings, builder.build()));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(commandSpec.commandLine(), e.getMessage()
                        + (named.name().isEmpty() ? "" : " (config " + named.name() + ")"));
            }
        }
        return configs;
    }

    /** The config's workload with its dotted index keys applied: a workload of its own, with its own hash. */
    private WorkloadDefinition withIndexSettings(SweepGrid.Named named, Map<String, String> indexSettings) {
        String workload = named.settings().get(WorkloadSettings.WORKLOAD.key());
        if (workload == null) {
            throw bad("--file", "'" + indexSettings.keySet().iterator().next() + "' changes an index of the workload, "
                    + "but " + file + " gives no workload (add workload: NAME|FILE to base:)");
        }
        return BadInput.checkOption(commandSpec.commandLine(), "--file", () -> IndexSettingKeys.apply(
                WorkloadDefinition.resolve(workload, LabSettings.catalog()), indexSettings));
    }

    /** A fresh JVM running {@code lab child}, with the sweep's heap and {@code --jvm-args}. */
    private List<String> childCommand(long heapBytes) {
        List<String> flags = new ArrayList<>();
        for (String arg : jvmArgs.trim().split("\\s+")) {
            if (!arg.isEmpty()) {
                flags.add(arg);
            }
        }
        return ChildJvm.command(heapBytes, flags);
    }

    private Duration parseTimeout() {
        Interval interval = BadInput.checkOption(commandSpec.commandLine(), "--trial-timeout",
                () -> Interval.parse(trialTimeout));
        return interval.isOff() ? null : Duration.ofMillis(interval.millis());
    }

    private SweepPlan.Slice parsePartition() {
        return partition == null ? null
                : BadInput.checkOption(commandSpec.commandLine(), "--partition", () -> SweepPlan.Slice.parse(partition));
    }

    private CommandLine.ParameterException bad(String option, String detail) {
        return BadInput.option(commandSpec.commandLine(), option, detail);
    }
}
