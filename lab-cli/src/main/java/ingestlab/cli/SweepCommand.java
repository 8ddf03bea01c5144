package ingestlab.cli;

import ingestlab.catalog.LabSettings;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.ResultFiles;
import ingestlab.settings.Setting;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepJob;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
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

    @CommandLine.Mixin
    TrialJvmOptions jvm;

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
        Duration timeout = jvm.timeout(cli);
        SweepPlan.Slice slice = resumeOptions.slice(cli);
        if (trials < 1) {
            throw BadInput.option(cli, "--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        if (warmups < 0) {
            throw BadInput.option(cli, "--warmup-trials", "'" + warmups + "' is not allowed (must be 0 or more)");
        }
        SweepMode mode = jvm.mode(cli, file);
        CpuHalves halves = mode == SweepMode.DUET ? jvm.halves(cli, file) : null;
        Pinning pinning = halves == null ? jvm.pinning(cli, file) : null;
        SweepJob job = SweepJob.plan(expand(heapBytes, SweepJob.processors(halves, pinning)), warmups, trials,
                orderSeed, slice, halves, pinning);
        SweepConfigs configs = job.configs();
        // Where rows and indexes go is checked before anything is printed, so bad input is the only output.
        SweepOutput output = null;
        if (!dryRun) {
            WorkDirNotes.checkWritable(trialOptions.workDir, cli);
            try {
                output = held.hold(SweepOutput.open(out.orDefault("reports/runs/sweep.csv"), resumeOptions.resume,
                        trialOptions.timeline, configs.configs(), mode));
            } catch (SweepOutput.Refused e) {
                throw OutputFileOption.refused(cli, e.path(), e.reason());
            }
        }
        PrintWriter stdout = cli.getOut();
        SweepConsole.plan(stdout, configs, warmups, trials, job.plan(), slice);
        if (halves != null) {
            SweepConsole.duet(stdout, halves);
        }
        if (pinning != null) {
            stdout.printf("Pinned: every trial on CPUs %s (%d), one at a time%n", pinning.cpus(), pinning.cpus().size());
        }
        if (dryRun) {
            for (PlannedTrial t : job.plan()) {
                stdout.printf("  #%d %s %s%d%s%n", t.order(), t.config().label(configs.axes()),
                        t.warmup() ? "warm-up " : "trial ", t.trial(), job.onCpus(t));
            }
            stdout.flush();
            return 0;
        }
        String runId = ResultFiles.newRunId();
        SweepConsole.starting(stdout, cli.getErr(), runId, output, resumeOptions.resume, trialOptions.workDir);
        ResultFiles files = output.files();
        ExperimentRunner.Options inProcess = jvm.noFork ? new ExperimentRunner.Options(trialOptions.workDir, false,
                trialOptions.timelineMillis(), trialOptions.checkIndex) : null;
        return SweepConsole.exitCode(job.run(output, runId, trialOptions.forked(jvm.childCommand(heapBytes), timeout),
                inProcess, SweepProgress.create(cli.getErr(), job.plan().size(), output.doneTrials(), configs.axes()),
                done -> SweepConsole.ended(stdout, done, files)));
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
}
