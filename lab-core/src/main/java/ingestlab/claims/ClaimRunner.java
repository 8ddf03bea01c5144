package ingestlab.claims;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.Design;
import ingestlab.results.ResultFiles;
import ingestlab.settings.Setting;
import ingestlab.stats.RoundsFromPilot;
import ingestlab.sweep.DuetPair;
import ingestlab.sweep.DuetPlan;
import ingestlab.sweep.DuetTrials;
import ingestlab.sweep.ForkedTrials;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.StopOnShutdown;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialProgress;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.StatUtils;

/**
 * Runs a claim's pre-registered sweep as {@code lab sweep --file} would: its sweep file expanded
 * ({@link SweepConfigs}), its rounds in seeded shuffled order ({@link SweepPlan}), each trial in a fresh JVM, every
 * row appended to the claim's own CSV and fsynced as it ends ({@link SweepRunner}); resumable, and stopped between
 * trials by Ctrl-C. A claim of design duet runs its rounds as duet pairs instead ({@link DuetPlan}), each
 * pair's two JVMs at once on the two halves of the CPUs; a pinned claim's trials run on the first half. Registry v3
 * runs its claims in blocks instead ({@link SuiteRun}).
 */
public final class ClaimRunner {
    /** The seed of every claim's run order: {@code lab sweep}'s default, so a claim runs as its sweep file would. */
    public static final long ORDER_SEED = 42;

    /**
     * @param home the lab's folder, against which a claim's sweep file resolves
     * @param folder where each claim's CSV goes ({@code <id>.csv})
     * @param given settings in place of the sweep files' (as typed; a comma list is an axis), e.g. fewer docs
     * @param resume skip the trials a claim's CSV already holds
     * @param slice only this slice of each claim's trials, or null for all of them
     * @param heapBytes the heap of every trial's JVM
     * @param childCommand the command that starts a trial's JVM
     * @param scratch where each trial JVM's own folder goes
     */
    public record Options(Path home, Path folder, Map<Setting<?>, String> given, boolean resume,
                          SweepPlan.Slice slice, long heapBytes, List<String> childCommand, Path scratch) {
        public Options {
            given = Map.copyOf(given);
            childCommand = List.copyOf(childCommand);
        }
    }

    /** What a console hears of each claim's sweep. */
    public interface Console {
        /** The claim's sweep is planned and its output open, about to run; the progress it returns hears of each trial. */
        TrialProgress starting(Claim claim, SweepConfigs configs, List<PlannedTrial> plan, SweepOutput output,
                               String runId);

        /** The claim's sweep has ended (or was stopped), every finished trial's row on disk. */
        void ended(Claim claim, SweepRunner.Summary summary, ResultFiles files);
    }

    private final Options options;

    public ClaimRunner(Options options) {
        this.options = options;
    }

    /** The claim's CSV. */
    public Path csv(Claim claim) {
        return options.folder().resolve(claim.rowsId() + ".csv");
    }

    /** The claim's sweep file, resolved against the lab's folder. */
    public Path sweepFile(Claim claim) {
        return options.home().resolve(claim.sweep());
    }

    /** The claim's configs, as its sweep file and the given settings make them (BadSweepInput if it cannot). */
    public SweepConfigs configs(Claim claim) {
        return SweepConfigs.expand(sweepFile(claim), options.given(), options.heapBytes());
    }

    /**
     * Runs {@code rounds} rounds of the claim's sweep into its CSV. Throws BadSweepInput (before anything is written)
     * for a sweep file that cannot be expanded, and SweepOutput.Refused for a CSV it cannot write.
     */
    public SweepRunner.Summary run(Claim claim, int rounds, Console console)
            throws IOException, InterruptedException, CannotPin {
        return run(claim, rounds, options.resume(), console);
    }

    /** {@link #run(Claim, int, Console)}, resuming or not as told (a plan's rounds always resume its pilot's). */
    private SweepRunner.Summary run(Claim claim, int rounds, boolean resume, Console console)
            throws IOException, InterruptedException, CannotPin {
        SweepConfigs configs = configs(claim);
        if (claim.design() == Design.DUET) {
            return runDuet(claim, configs, rounds, resume, console);
        }
        Pinning pinning = claim.design() == Design.PINNED ? CpuAffinity.halves().first() : null;
        List<PlannedTrial> plan = SweepPlan.of(configs.configs(), 0, rounds, ORDER_SEED);
        if (options.slice() != null) {
            plan = SweepPlan.partition(plan, options.slice());
        }
        try (SweepOutput output = SweepOutput.open(csv(claim), resume, false, configs.configs())) {
            String runId = ResultFiles.newRunId();
            TrialProgress progress = console.starting(claim, configs, plan, output, runId);
            ForkedTrials launcher = new ForkedTrials(settings(), output.files(), pinning);
            return StopOnShutdown.run(plan, output.done(), runId, launcher, progress,
                    summary -> console.ended(claim, summary, output.files()));
        }
    }

    /** A duet claim's rounds: refused (CannotPin) before anything is written where its JVMs cannot be pinned. */
    private SweepRunner.Summary runDuet(Claim claim, SweepConfigs configs, int rounds, boolean resume, Console console)
            throws IOException, InterruptedException, CannotPin {
        CpuHalves halves = CpuAffinity.halves();
        List<DuetPair> pairs = DuetPlan.of(configs.configs(), 0, rounds, ORDER_SEED);
        if (options.slice() != null) {
            pairs = SweepPlan.partition(pairs, options.slice());
        }
        try (SweepOutput output = SweepOutput.open(csv(claim), resume, false, configs.configs(),
                SweepMode.DUET)) {
            String runId = ResultFiles.newRunId();
            TrialProgress progress = console.starting(claim, configs, DuetPlan.trials(pairs), output, runId);
            DuetTrials launcher = new DuetTrials(settings(), halves, output.files());
            return StopOnShutdown.runDuet(pairs, output.done(), runId, launcher, progress,
                    summary -> console.ended(claim, summary, output.files()));
        }
    }

    private ForkedTrials.Settings settings() {
        return new ForkedTrials.Settings(options.childCommand(), null, null, 0, false, options.scratch());
    }

    /**
     * Runs the claim's pilot, plans its rounds from the pilot's spread and fixes them in {@code <id>.plan.yaml}, then
     * runs the rest (registry v2). A plan already written is kept as it is: the rounds are never chosen again once the
     * rounds that decide the verdict have begun. Returns the last sweep's summary; a stopped pilot plans nothing.
     */
    public SweepRunner.Summary runPlanned(Claim claim, RegistryRules rules, Console console)
            throws IOException, InterruptedException, CannotPin {
        Path planFile = ClaimPlanFile.of(options.folder(), claim);
        RoundsFromPilot plan = ClaimPlanFile.read(planFile);
        if (plan == null) {
            SweepRunner.Summary pilot = run(claim, rules.pilotRounds(), console);
            if (pilot.stopped() || options.slice() != null) {
                return pilot; // a slice cannot see the other slices' pilot rows: plan once they are all in
            }
            plan = RoundsFromPilot.plan(rules.pilotRounds(), pilotLogSd(claim, rules), rules.targetHalfWidth(),
                    Math.max(rules.pilotRounds(), claim.maxRounds()));
            ClaimPlanFile.write(planFile, claim, plan, rules.targetHalfWidth());
        }
        return run(claim, plan.planned(), true, console); // the pilot's rounds are in the CSV: go on from them
    }

    /** The largest spread of log ratios, over the claim's comparisons on its primary metric, in the pilot's rounds. */
    private double pilotLogSd(Claim claim, RegistryRules rules) throws IOException {
        JudgedClaim judged = new ClaimJudge(options.folder(), rules).judge(claim);
        double widest = Double.NaN;
        for (JudgedComparison j : judged.comparisons()) {
            if (j.comparison().metric() != claim.primaryMetric()) {
                continue;
            }
            double[] logs = j.effect().ratios().stream().limit(rules.pilotRounds()).mapToDouble(Math::log).toArray();
            if (logs.length >= 2 && Arrays.stream(logs).allMatch(Double::isFinite)) {
                double sd = Math.sqrt(StatUtils.variance(logs));
                widest = Double.isNaN(widest) ? sd : Math.max(widest, sd);
            }
        }
        return widest;
    }
}
