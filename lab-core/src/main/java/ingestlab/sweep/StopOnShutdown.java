package ingestlab.sweep;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs a sweep so that Ctrl-C stops it between trials: the JVM's shutdown asks the runner to stop and aborts the
 * running trial, then waits until the finished trials are on disk and the summary is reported, so the JVM exits only
 * once it is printed (rerun with resume to finish).
 */
public final class StopOnShutdown {
    /** How long Ctrl-C waits for the sweep to end cleanly before the JVM exits anyway. */
    private static final long GRACE_SECONDS = 30;

    private StopOnShutdown() {}

    /** Runs {@code plan}, then reports its summary to {@code report}; the progress is closed before the report. */
    public static SweepRunner.Summary run(List<PlannedTrial> plan, Set<String> done, String runId,
                                          TrialLauncher launcher, TrialProgress progress,
                                          Consumer<SweepRunner.Summary> report)
            throws IOException, InterruptedException {
        SweepRunner runner = new SweepRunner();
        return guarded(runner::requestStop, launcher::abort, () -> runner.run(plan, done, runId, launcher, progress),
                progress, report);
    }

    /**
     * Runs a duet's {@code pairs} as {@link #run} runs trials: Ctrl-C kills the running pair's JVMs, which is then not
     * recorded, and stops before the next pair.
     */
    public static SweepRunner.Summary runDuet(List<DuetPair> pairs, Set<String> done, String runId,
                                              DuetTrials launcher, TrialProgress progress,
                                              Consumer<SweepRunner.Summary> report)
            throws IOException, InterruptedException {
        DuetRunner runner = new DuetRunner();
        return guarded(runner::requestStop, launcher::abort, () -> runner.run(pairs, done, runId, launcher, progress),
                progress, report);
    }

    /** What runs under the guard: the sweep's loop. */
    private interface Sweep {
        SweepRunner.Summary run() throws IOException, InterruptedException;
    }

    /**
     * @param stop asks the loop to stop before its next trial or pair
     * @param abort kills what runs now, which is then not recorded
     */
    private static SweepRunner.Summary guarded(Runnable stop, Runnable abort, Sweep sweep, TrialProgress progress,
                                               Consumer<SweepRunner.Summary> report)
            throws IOException, InterruptedException {
        CountDownLatch finished = new CountDownLatch(1);
        Thread onCtrlC = new Thread(() -> {
            stop.run();
            abort.run();
            try {
                finished.await(GRACE_SECONDS, TimeUnit.SECONDS); // let the loop end with everything on disk
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(onCtrlC);
        SweepRunner.Summary summary;
        try {
            try (progress) {
                summary = sweep.run();
            }
            report.accept(summary);
        } finally {
            finished.countDown(); // after the report, so Ctrl-C's hook lets the JVM exit only once it is printed
        }
        try {
            Runtime.getRuntime().removeShutdownHook(onCtrlC);
        } catch (IllegalStateException e) {
            // shutting down already (Ctrl-C): the hook is running
        }
        return summary;
    }
}
