package ingestlab.claims;

import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.SweepRunner;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Runs {@link SuiteBlocks} block by block: in each block, each claim's round in the block's order, through the claim's
 * own launcher into the claim's own result file (one writer per file: each file is opened once, locked, for the whole
 * run). Every trial (a duet's pair) is on disk before the next starts; with resume, what a claim's file holds is
 * skipped, so a stopped suite goes on where it was. Before it starts a block that has trials to run, it reads the
 * suite's trial time so far, and starts no new block once the budget is spent, or once the block it last ran, taken
 * again, would carry the suite past its budget (a block runs whole, so the budget is checked before it, not inside).
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
        Optional<Duration> lastBlock = Optional.empty(); // the time of the last block this run ran whole
        for (SuiteBlocks.Block block : plan.blocks()) {
            if (block.units().stream().allMatch(u -> arms.get(u.claim().id()).holds(u.trials(), u.pairs()))) {
                skipped += block.units().stream().mapToInt(u -> u.trials().size() + 2 * u.pairs().size()).sum();
                continue;
            }
            Duration spent = time.spent();
            if (budget.isPresent() && spent.plus(lastBlock.orElse(Duration.ZERO)).compareTo(budget.get()) >= 0) {
                return new Outcome(new SweepRunner.Summary(ran, skipped, failed, true), true, spent, budget);
            }
            listener.block(block, plan.blocks().size(), spent);
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
            }
            lastBlock = Optional.of(time.spent().minus(spent));
        }
        return new Outcome(new SweepRunner.Summary(ran, skipped, failed, false), false, time.spent(), budget);
    }
}
