package ingestlab.cli;

import ingestlab.catalog.LabSettings;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.ResultFiles;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.DuetPair;
import ingestlab.sweep.DuetPlan;
import ingestlab.sweep.DuetTrials;
import ingestlab.sweep.ForkedTrials;
import ingestlab.sweep.InProcessTrials;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.StopOnShutdown;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialLauncher;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
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

    @Option(names = "--duet", description = "Run the trials in duet pairs: the first config with each other one in "
            + "turn (a lone config with itself), both JVMs of a pair at once, each pinned to its half of the CPUs "
            + "(Linux, taskset), halves swapped every round; a pair is recorded whole or not at all. Default: off, "
            + "unless the sweep file says mode: duet (trials then run one after another).")
    boolean duet;

    @Option(names = "--cpus", paramLabel = "LIST", description = "Pin every trial's JVM to these CPUs (Linux "
            + "taskset list, such as 0 or 0-1), told their count (-XX:ActiveProcessorCount) and running G1, one trial "
            + "at a time; settings sized from the CPU count (write threads, merge threads) resolve for them. Rows "
            + "record cpus and design=pinned. Default: none, unless the sweep file says cpus:.")
    String cpus;

    @CommandLine.Mixin
    ResumeOptions resumeOptions;

    @CommandLine.Mixin
    OutputFileOption out;

    @Option(names = "--dry-run", description = "Print the plan (configs and run order) and run nothing.")
    boolean dryRun;

    private final HeldOutput held = new HeldOutput();

    @Override
    public Integer call() throws Exception {
        return held.around(this::sweep);
    }

    private int sweep() throws IOException, InterruptedException {
        CommandLine cli = commandSpec.commandLine();
        long heapBytes = childHeap.bytes(cli);
        Duration timeout = parseTimeout();
        SweepPlan.Slice slice = resumeOptions.slice(cli);
        if (trials < 1) {
            throw BadInput.option(cli, "--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        if (warmups < 0) {
            throw BadInput.option(cli, "--warmup-trials", "'" + warmups + "' is not allowed (must be 0 or more)");
        }
        SweepMode mode = duet ? SweepMode.DUET : fileMode();
        CpuHalves halves = mode == SweepMode.DUET ? duetHalves() : null;
        Pinning pinning = halves == null ? pinning() : null;
        // A pinned trial or a duet's side has fewer CPUs than this JVM: its CPU-sized settings resolve for those.
        Integer processors = halves != null ? Integer.valueOf(halves.first().cpus().size())
                : pinning != null ? Integer.valueOf(pinning.cpus().size()) : null;
        SweepConfigs configs = expand(heapBytes, processors);
        List<DuetPair> pairs = null; // a duet's plan, in pairs; its trials are the plan
        List<PlannedTrial> plan;
        if (halves != null) {
            pairs = DuetPlan.of(configs.configs(), warmups, trials, orderSeed);
            pairs = slice == null ? pairs : SweepPlan.partition(pairs, slice);
            plan = DuetPlan.trials(pairs);
        } else {
            plan = SweepPlan.of(configs.configs(), warmups, trials, orderSeed);
            plan = slice == null ? plan : SweepPlan.partition(plan, slice);
        }
        // Where rows and indexes go is checked before anything is printed, so bad input is the only output.
        SweepOutput output = null;
        if (!dryRun) {
            WorkDirNotes.checkWritable(trialOptions.workDir, cli);
            Path results = out.orDefault("reports/runs/sweep.csv");
            try {
                output = held.hold(SweepOutput.open(results, resumeOptions.resume, trialOptions.timeline,
                        configs.configs(), mode));
            } catch (SweepOutput.Refused e) {
                throw OutputFileOption.refused(cli, e.path(), e.reason());
            }
        }
        PrintWriter stdout = cli.getOut();
        SweepConsole.plan(stdout, configs, warmups, trials, plan, slice);
        if (halves != null) {
            SweepConsole.duet(stdout, halves);
        }
        if (pinning != null) {
            stdout.printf("Pinned: every trial on CPUs %s (%d), one at a time%n", pinning.cpus(), pinning.cpus().size());
        }
        if (dryRun) {
            for (PlannedTrial t : plan) {
                stdout.printf("  #%d %s %s%d%s%n", t.order(), t.config().label(configs.axes()),
                        t.warmup() ? "warm-up " : "trial ", t.trial(), pairs == null ? "" : onCpus(t, pairs, halves));
            }
            stdout.flush();
            return 0;
        }
        String runId = ResultFiles.newRunId();
        SweepConsole.starting(stdout, cli.getErr(), runId, output, resumeOptions.resume, trialOptions.workDir);
        ResultFiles files = output.files();
        if (pairs != null) {
            DuetTrials launcher = new DuetTrials(forked(heapBytes, timeout), halves, files);
            return SweepConsole.exitCode(StopOnShutdown.runDuet(pairs, output.done(), runId, launcher,
                    SweepProgress.create(cli.getErr(), plan.size(), output.doneTrials(), configs.axes()),
                    done -> SweepConsole.ended(stdout, done, files)));
        }
        TrialLauncher launcher = noFork
                ? new InProcessTrials(new ExperimentRunner(new ExperimentRunner.Options(trialOptions.workDir, false,
                        trialOptions.timelineMillis(), trialOptions.checkIndex)), output.files())
                : new ForkedTrials(forked(heapBytes, timeout), files, pinning);
        SweepRunner.Summary summary = StopOnShutdown.run(plan, output.done(), runId, launcher,
                SweepProgress.create(cli.getErr(), plan.size(), output.done().size(), configs.axes()),
                done -> SweepConsole.ended(stdout, done, files));
        return SweepConsole.exitCode(summary);
    }

    /** The sweep file's mode:, or sequential; a bad file is refused as bad input. */
    private SweepMode fileMode() {
        try {
            return SweepConfigs.placementOf(file).mode();
        } catch (BadSweepInput e) {
            throw BadInput.sweep(commandSpec.commandLine(), e);
        }
    }

    /**
     * Where --cpus (or the sweep file's cpus:) pins every trial, checked before anything is written: bad input (exit
     * 2) with --duet or --no-fork, or where the list names a CPU this process may not use; null when not pinned.
     */
    private Pinning pinning() {
        CommandLine cli = commandSpec.commandLine();
        String option = cpus != null ? "--cpus" : "--file";
        String list;
        try {
            list = cpus != null ? cpus : SweepConfigs.placementOf(file).cpus();
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        }
        if (list == null) {
            return null;
        }
        if (noFork) {
            throw BadInput.option(cli, option, "a pinned trial runs in a JVM of its own: not with --no-fork");
        }
        try {
            return CpuAffinity.pinning(list);
        } catch (CannotPin e) {
            throw BadInput.option(cli, option, e.getMessage());
        }
    }

    /** The configs: the file's grid plus any factor option given on the command line (a comma list is an axis). */
    private SweepConfigs expand(long heapBytes, Integer processors) {
        CommandLine cli = commandSpec.commandLine();
        CommandLine.ParseResult parsed = cli.getParseResult();
        Map<Setting<?>, String> given = new LinkedHashMap<>();
        for (Setting<?> factor : LabSettings.options()) {
            if (factor.isSweepable() && parsed.hasMatchedOption(factor.option())) {
                given.put(factor, factor.isFlag() ? "true" : parsed.matchedOptionValue(factor.option(), ""));
            }
        }
        try {
            return SweepConfigs.expand(file, given, heapBytes, processors);
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        }
    }

    /** Where a duet's trial runs, for the dry run: its pair and CPUs. */
    private static String onCpus(PlannedTrial trial, List<DuetPair> pairs, CpuHalves halves) {
        for (DuetPair pair : pairs) {
            int half = pair.byHalf().indexOf(trial);
            if (half >= 0) {
                return "  pair " + pair.id() + " on CPUs " + halves.half(half).cpus();
            }
        }
        throw new IllegalStateException("a duet trial outside its pairs: " + trial);
    }

    /** How each trial's JVM is started and where its files go. */
    private ForkedTrials.Settings forked(long heapBytes, Duration timeout) {
        return trialOptions.forked(childCommand(heapBytes), timeout);
    }

    /**
     * The CPU halves of a duet, checked before anything is written: bad input (exit 2) with --no-fork, or where each
     * side cannot have CPUs of its own. Named by --duet, or by --file when the file's mode: asked for the duet.
     */
    private CpuHalves duetHalves() {
        String option = duet ? "--duet" : "--file";
        String pinned;
        try {
            pinned = cpus != null ? cpus : SweepConfigs.placementOf(file).cpus();
        } catch (BadSweepInput e) {
            throw BadInput.sweep(commandSpec.commandLine(), e);
        }
        if (pinned != null) {
            throw BadInput.option(commandSpec.commandLine(), cpus != null ? "--cpus" : "--file", "a duet pins each "
                    + "side to its half of the CPUs itself: not with " + option + " (cpus " + pinned + ")");
        }
        if (noFork) {
            throw BadInput.option(commandSpec.commandLine(), option, "a duet runs each trial in a JVM of its own, "
                    + "pinned to its CPUs: not with --no-fork");
        }
        try {
            return CpuAffinity.halves();
        } catch (CannotPin e) {
            throw BadInput.option(commandSpec.commandLine(), option, e.getMessage());
        }
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
}
