package ingestlab.sweep;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.ForkedJvm;
import ingestlab.fork.RunLine;
import ingestlab.metrics.Metric;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

/**
 * Runs each trial in a fresh JVM, so JIT, GC and heap state cannot leak from one trial into the next. The child is
 * sent the config's spec ({@link ForkRequest}) and answers with its row (and timeline), which the parent appends to
 * the sweep's files. A child that crashes, runs out of memory or passes the timeout sends no row: the parent writes a
 * failed one with the reason, and the sweep goes on.
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
                           boolean checkIndex, Path scratch) {}

    private final Settings settings;
    private final ResultFiles out;
    private volatile ForkedJvm running;
    private volatile boolean aborted;

    public ForkedTrials(Settings settings, ResultFiles out) {
        this.settings = settings;
        this.out = out;
    }

    @Override
    public TrialOutcome launch(PlannedTrial trial, String runId) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(Files.createDirectories(settings.scratch()), "trial-");
        // Under a --work-dir each child gets a folder of its own, named as its scratch folder, so that what a killed
        // child left is this trial's alone to delete (sweeps may share a work dir).
        Path childWork = settings.workDir() == null ? null : settings.workDir().resolve(dir.getFileName());
        TrialRun run = new TrialRun(runId, trial.trial(), trial.warmup(), trial.order());
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, trial.config().spec(), run, childWork,
                settings.timelineMillis(), settings.checkIndex(), false, false);
        Instant start = Instant.now();
        try (ForkedJvm jvm = ForkedJvm.start(settings.command(), List.of(), dir, request, "its JVM")) {
            running = jvm;
            if (aborted) {
                jvm.kill();
            }
            RunLine line = null;
            String error;
            try {
                line = jvm.next(settings.timeout());
                error = null;
            } catch (TimeoutException e) {
                jvm.kill();
                error = "timed out after " + settings.timeout().toSeconds() + " s (--trial-timeout)";
            } catch (IOException e) {
                error = "the trial wrote no row: " + e.getMessage();
            }
            double seconds = Duration.between(start, Instant.now()).toMillis() / 1000.0;
            if (aborted) {
                return new TrialOutcome(false, "stopped", Double.NaN, seconds); // not recorded: it runs again on resume
            }
            if (line != null && line.row() != null) {
                Map<String, String> row = line.row();
                out.appendCopied(row, line.companions());
                boolean ok = TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()));
                return new TrialOutcome(ok, ok ? null : row.get(TrialColumn.ERROR.column()),
                        ok ? parse(row.get(Metric.DOCS_PER_S.column())) : Double.NaN, seconds);
            }
            if (error == null) {
                error = "the trial sent no row";
            }
            out.append(new TrialResult(trial.config().spec(), run, start, null, Environment.current(), error));
            return new TrialOutcome(false, error, Double.NaN, seconds);
        } finally {
            running = null;
            ExperimentRunner.deleteTree(dir);
            if (childWork != null) {
                ExperimentRunner.deleteTree(childWork);
            }
        }
    }

    private static double parse(String value) {
        try {
            return value == null || value.isEmpty() ? Double.NaN : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.NaN;
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
