package ingestlab.sweep;

import ingestlab.results.Design;
import ingestlab.fork.ForkedJvm;
import ingestlab.fork.Pinning;
import ingestlab.fork.RunLine;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialRows;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

/**
 * Runs each trial in a fresh JVM, so JIT, GC and heap state cannot leak from one trial into the next. The child is
 * sent the config's spec ({@link ingestlab.fork.ForkRequest}) and answers with its row (and timeline), which the
 * parent appends to the sweep's files. A child that crashes, runs out of memory or passes the timeout sends no row:
 * the parent writes a failed one with the reason, and the sweep goes on.
 */
public final class ForkedTrials implements TrialLauncher {
    /**
     * @param command the child's command: java, its flags, the main class and the child subcommand
     * @param timeout a trial still running after this is killed and recorded as failed; null for none
     * @param workDir where the children's indexes go (each in a folder of its own), or null for temporary folders
     * @param timelineMillis the timeline's sampling period, 0 for none
     * @param checkIndex run Lucene's CheckIndex after each trial
     * @param scratch where each child's folder (logs, temporary files) goes
     */
    public record Settings(List<String> command, Duration timeout, Path workDir, long timelineMillis,
                           boolean checkIndex, Path scratch) {
        /** What a trial that passed the timeout says. */
        String timedOut() {
            return "timed out after " + timeout.toSeconds() + " s (--trial-timeout)";
        }
    }

    private final Settings settings;
    private final ResultFiles out;
    private final Pinning pinning;
    private volatile ForkedJvm running;
    private volatile boolean aborted;

    /** Trials on every CPU the lab may use ({@link Design#SEQUENTIAL}). */
    public ForkedTrials(Settings settings, ResultFiles out) {
        this(settings, out, null);
    }

    /**
     * Trials each pinned to {@code pinning}'s CPUs ({@link Design#PINNED}; null: {@link Design#SEQUENTIAL}); the row
     * records the design and the CPUs.
     */
    public ForkedTrials(Settings settings, ResultFiles out, Pinning pinning) {
        this.settings = settings;
        this.out = out;
        this.pinning = pinning;
    }

    @Override
    public TrialOutcome launch(PlannedTrial trial, String runId) throws IOException, InterruptedException {
        try (TrialChild child = TrialChild.start(settings, trial, runId, pinning, false)) {
            running = child.jvm();
            if (aborted) {
                child.jvm().kill();
            }
            RunLine line = null;
            String error;
            try {
                line = child.jvm().next(settings.timeout());
                error = null;
            } catch (TimeoutException e) {
                child.jvm().kill();
                error = settings.timedOut();
            } catch (IOException e) {
                error = "the trial wrote no row: " + e.getMessage();
            }
            double seconds = Duration.between(child.started(), Instant.now()).toMillis() / 1000.0;
            if (aborted) {
                return new TrialOutcome(false, "stopped", Double.NaN, seconds); // not recorded: it runs again on resume
            }
            TrialRows rows = (line != null && line.row() != null ? new TrialRows(line.row(), line.companions())
                    : child.failed(error == null ? "the trial sent no row" : error)).with(Map.of(
                            TrialColumn.DESIGN.column(), (pinning == null ? Design.SEQUENTIAL : Design.PINNED).key(),
                            TrialColumn.CPUS.column(), pinning == null ? "" : pinning.cpus().toString()));
            out.appendTogether(List.of(rows));
            return TrialOutcome.of(rows.row(), seconds);
        } finally {
            running = null;
        }
    }

    @Override
    public void abort() {
        aborted = true;
        ForkedJvm jvm = running;
        if (jvm != null) {
            jvm.kill();
        }
    }
}
