package ingestlab.claims;

import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.SweepRunner;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Runs {@link SuiteBlocks} block by block: in each block, each claim's round in the block's order, through the claim's
 * own launcher into the claim's own result file (one writer per file: each file is opened once, locked, for the whole
 * run). Every trial (a duet's pair) is on disk before the next starts; with resume, what a claim's file holds is
 * skipped, so a stopped suite goes on where it was. Before it starts a block that has trials to run, it reads the
 * suite's trial time so far, and starts no new block once the budget is spent, or once the block, projected from the
 * time each of its claims' rounds last took in this run (or, for a claim it has not run yet, the claim's mean round
 * in its file), would carry the suite past its budget (a block runs whole,
 * so the budget is checked before it, not inside; blocks differ in length, since a claim of fewer rounds than the
 * suite's blocks sits out some of them).
 */
public final class SuiteBlockRunner {
    /** Told of each block and each claim's turn in it, then of the trials as a sweep's listener is. */
    public interface Listener extends SweepRunner.Listener {
        /** A block with trials to run is starting; {@code spent} is the suite's trial time so far. */
        default void block(SuiteBlocks.Block block, int blocks, Duration spent) {}

        default void turn(SuiteBlocks.Unit unit) {}
    }

    /** The suite's trial time so far (the rows of its files since the registration). */
    public interface TrialTime {
        Duration spent() throws IOException;

        /**
         * A claim's mean time a round over the rows its file holds since the registration, for a block's projection
         * before this run has run one of the claim's rounds itself (after a resume); none when it holds no rows.
         */
        default Duration meanRound(String claimId) throws IOException {
            return Duration.ZERO;
        }
    }

    /**
     * @param budgetSpent whether the budget stopped it before its last block
     * @param spent the suite's trial time at the end
     * @param budget the budget it was run against, if any
     */
    public record Outcome(SweepRunner.Summary summary, boolean budgetSpent, Duration spent,
                          Optional<Duration> budget) {}

    private volatile boolean stopRequested;
    private volatile Runnable abortRunning = () -> {};

    /** Stops after the trial (pair) running now; the launcher's abort kills it, and it runs again on resume. */
    public void requestStop() {
        stopRequested = true;
        abortRunning.run();
    }

    /**
     * @param arms each claim's launcher and what its file holds, by claim id
     * @param budget the suite's trial-time budget, if it has one
     */
    public Outcome run(SuiteBlocks plan, Map<String, DesignStudyRunner.Arm> arms, String runId, TrialTime time,
                       Optional<Duration> budget, Listener listener) throws IOException, InterruptedException {
        int ran = 0;
        int skipped = 0;
        int failed = 0;
        Map<String, Duration> lastRound = new HashMap<>(); // by claim id: the time its last round took in this run
        for (SuiteBlocks.Block block : plan.blocks()) {
            if (block.units().stream().allMatch(u -> arms.get(u.claim().id()).holds(u.trials(), u.pairs()))) {
                skipped += block.units().stream().mapToInt(u -> u.trials().size() + 2 * u.pairs().size()).sum();
                continue;
            }
            Duration spent = time.spent();
            Duration projected = Duration.ZERO;
            for (SuiteBlocks.Unit unit : block.units()) {
                Duration last = lastRound.get(unit.claim().id());
                projected = projected.plus(last != null ? last : time.meanRound(unit.claim().id()));
            }
            if (budget.isPresent() && spent.plus(projected).compareTo(budget.get()) >= 0) {
                return new Outcome(new SweepRunner.Summary(ran, skipped, failed, true), true, spent, budget);
            }
            listener.block(block, plan.blocks().size(), spent);
            Duration before = spent;
            for (SuiteBlocks.Unit unit : block.units()) {
                if (stopRequested) {
                    return new Outcome(new SweepRunner.Summary(ran, skipped, failed, true), false, time.spent(), budget);
                }
                DesignStudyRunner.Arm arm = arms.get(unit.claim().id());
                listener.turn(unit);
                SweepRunner.Summary turn = arm.run(unit.trials(), unit.pairs(), runId, listener,
                        abort -> abortRunning = abort);
                ran += turn.ran();
                skipped += turn.skipped();
                failed += turn.failed();
                if (turn.stopped() || stopRequested) {
                    return new Outcome(new SweepRunner.Summary(ran, skipped, failed, true), false, time.spent(), budget);
                }
                Duration after = time.spent();
                if (turn.ran() + turn.failed() > 0) { // a turn the file already held took no time now
                    lastRound.put(unit.claim().id(), after.minus(before));
                }
                before = after;
            }
        }
        return new Outcome(new SweepRunner.Summary(ran, skipped, failed, false), false, time.spent(), budget);
    }
}
