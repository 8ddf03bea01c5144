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
        CountDownLatch finished = new CountDownLatch(1);
        Thread onCtrlC = new Thread(() -> {
            runner.requestStop();
            launcher.abort();
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
                summary = runner.run(plan, done, runId, launcher, progress);
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
