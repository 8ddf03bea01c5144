package ingestlab.sweep;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * One {@code lab sweep}: its configs, their trials in run order (a duet's in pairs), where each trial runs (in a JVM
 * of its own, pinned to CPUs, on a duet's half, or in this JVM), and running them to the output, Ctrl-C stopping
 * between trials ({@link StopOnShutdown}).
 *
 * @param pairs a duet's plan, in pairs (its trials are {@link #plan}); null outside a duet
 * @param halves a duet's CPU halves, or null
 * @param pinning the CPUs every trial's JVM is pinned to, or null
 */
public record SweepJob(SweepConfigs configs, List<PlannedTrial> plan, List<DuetPair> pairs, CpuHalves halves,
                       Pinning pinning) {
    /**
     * The sweep's plan: {@code warmups} then {@code trials} rounds of its configs in seeded shuffled order (a duet's
     * as pairs on the {@code halves}), only the {@code slice} of them if one is given (null: all).
     */
    public static SweepJob plan(SweepConfigs configs, int warmups, int trials, long orderSeed, SweepPlan.Slice slice,
                                CpuHalves halves, Pinning pinning) {
        if (halves != null) {
            List<DuetPair> pairs = DuetPlan.of(configs.configs(), warmups, trials, orderSeed);
            pairs = slice == null ? pairs : SweepPlan.partition(pairs, slice);
            return new SweepJob(configs, DuetPlan.trials(pairs), pairs, halves, null);
        }
        List<PlannedTrial> plan = SweepPlan.of(configs.configs(), warmups, trials, orderSeed);
        return new SweepJob(configs, slice == null ? plan : SweepPlan.partition(plan, slice), null, null, pinning);
    }

    /**
     * The CPUs a trial's JVM has where fewer than this JVM's (a duet's side, a pinned trial), so that its CPU-sized
     * settings resolve for those; null where a trial has this JVM's.
     */
    public static Integer processors(CpuHalves halves, Pinning pinning) {
        return halves != null ? Integer.valueOf(halves.first().cpus().size())
                : pinning != null ? Integer.valueOf(pinning.cpus().size()) : null;
    }

    /** Where a duet's trial runs, as a dry run shows it ({@code   pair 1-1 on CPUs [0]}); empty outside a duet. */
    public String onCpus(PlannedTrial trial) {
        if (pairs == null) {
            return "";
        }
        for (DuetPair pair : pairs) {
            int half = pair.byHalf().indexOf(trial);
            if (half >= 0) {
                return "  pair " + pair.id() + " on CPUs " + halves.half(half).cpus();
            }
        }
        throw new IllegalStateException("a duet trial outside its pairs: " + trial);
    }

    /**
     * Runs what {@code output} does not hold yet, each row appended as its trial (or pair) ends, then reports the
     * summary to {@code report}.
     *
     * @param forked how each trial's JVM starts and where its files go
     * @param inProcess how trials run in this JVM instead (no fork), or null to fork them
     */
    public SweepRunner.Summary run(SweepOutput output, String runId, ForkedTrials.Settings forked,
                                   ExperimentRunner.Options inProcess, TrialProgress progress,
                                   Consumer<SweepRunner.Summary> report) throws IOException, InterruptedException {
        if (pairs != null) {
            return StopOnShutdown.runDuet(pairs, output.done(), runId, new DuetTrials(forked, halves, output.files()),
                    progress, report);
        }
        TrialLauncher launcher = inProcess != null
                ? new InProcessTrials(new ExperimentRunner(inProcess), output.files())
                : new ForkedTrials(forked, output.files(), pinning);
        return StopOnShutdown.run(plan, output.done(), runId, launcher, progress, report);
    }
}
