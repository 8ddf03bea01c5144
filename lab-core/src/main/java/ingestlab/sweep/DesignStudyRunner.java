package ingestlab.sweep;

import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.Design;
import ingestlab.results.ResultFiles;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs a {@link DesignStudy} round by round: in each round, each design's turn in the round's order, through the
 * design's own launcher into its own result file. Every trial (a duet's pair) is on disk before the next starts;
 * with resume, what a design's file holds is skipped, so a stopped study goes on where it was, round by round.
 */
public final class DesignStudyRunner {
    /**
     * What runs one design's trials and where they are recorded.
     *
     * @param launcher sequential and pinned trials; null for the duet
     * @param duet the duet's pairs; null for the other designs
     * @param done what the design's file already holds (resume)
     */
    public record Arm(TrialLauncher launcher, DuetTrials duet, Set<String> done) {
        /**
         * The arm of {@code design}: forked trials on every CPU, or pinned to {@code pinned}, or duet pairs on
         * {@code halves}, each recording into {@code files}.
         */
        public static Arm of(Design design, ForkedTrials.Settings settings, ResultFiles files, Pinning pinned,
                             CpuHalves halves, Set<String> done) {
            return switch (design) {
                case SEQUENTIAL -> new Arm(new ForkedTrials(settings, files, null), null, done);
                case PINNED -> new Arm(new ForkedTrials(settings, files, pinned), null, done);
                case DUET -> new Arm(null, new DuetTrials(settings, halves, files), done);
            };
        }

        /** Whether {@link #done} holds every one of these trials, or these pairs whole. */
        public boolean holds(List<PlannedTrial> trials, List<DuetPair> pairs) {
            return trials.stream().allMatch(t -> done.contains(SweepRunner.key(t.config().hash(), t.trial(),
                    t.warmup()))) && pairs.stream().allMatch(p -> done.contains(p.key()));
        }

        /**
         * Runs the arm's turn: its trials, or a duet's pairs, skipping what {@link #done} holds.
         *
         * @param abort told how to stop what runs now (the runner's stop and the launcher's abort)
         */
        public SweepRunner.Summary run(List<PlannedTrial> trials, List<DuetPair> pairs, String runId,
                                       SweepRunner.Listener listener, Consumer<Runnable> abort)
                throws IOException, InterruptedException {
            if (duet != null) {
                DuetRunner runner = new DuetRunner();
                abort.accept(() -> {
                    runner.requestStop();
                    duet.abort();
                });
                return runner.run(pairs, done, runId, duet, listener);
            }
            SweepRunner runner = new SweepRunner();
            abort.accept(() -> {
                runner.requestStop();
                launcher.abort();
            });
            return runner.run(trials, done, runId, launcher, listener);
        }
    }

    /** Told of each design's turn in a round, then of its trials as a sweep's listener is. */
    public interface Listener extends SweepRunner.Listener {
        default void turn(int round, int rounds, Design design) {}
    }

    private volatile boolean stopRequested;
    private volatile Runnable abortRunning = () -> {};

    /** Stops after the trial (pair) running now; the launcher's abort kills it, and it runs again on resume. */
    public void requestStop() {
        stopRequested = true;
        abortRunning.run();
    }

    /** Runs every round not yet done; the summary counts trials over all designs. */
    public SweepRunner.Summary run(DesignStudy study, Map<Design, Arm> arms, String runId, Listener listener)
            throws IOException, InterruptedException {
        int ran = 0;
        int skipped = 0;
        int failed = 0;
        for (DesignStudy.Round round : study.rounds()) {
            for (Design design : round.order()) {
                if (stopRequested) {
                    return new SweepRunner.Summary(ran, skipped, failed, true);
                }
                Arm arm = arms.get(design);
                listener.turn(round.number(), study.rounds().size(), design);
                SweepRunner.Summary turn = arm.run(round.trials().getOrDefault(design, List.of()), round.pairs(), runId,
                        listener, abort -> abortRunning = abort);
                ran += turn.ran();
                skipped += turn.skipped();
                failed += turn.failed();
                if (turn.stopped() || stopRequested) {
                    return new SweepRunner.Summary(ran, skipped, failed, true);
                }
            }
        }
        return new SweepRunner.Summary(ran, skipped, failed, false);
    }
}
