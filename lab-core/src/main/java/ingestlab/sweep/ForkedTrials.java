package ingestlab.sweep;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.metrics.Metric;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TimelineCsv;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Runs each trial in a fresh JVM, so JIT, GC and heap state cannot leak from one trial into the next. The child is
 * {@code lab run} with the config's options and {@code --trials 1}, writing to a scratch file; the parent copies its
 * row (and timeline) into the sweep's files. A child that crashes, runs out of memory or passes the timeout leaves no
 * row: the parent writes a failed one with the reason, and the sweep goes on.
 */
public final class ForkedTrials implements TrialLauncher {
    /**
     * @param command the child's command up to and including {@code run}: java, its flags and the main class
     * @param options a config's {@code lab run} options ({@code --name value ...})
     * @param timeout a trial still running after this is killed and recorded as failed; null for none
     * @param childFlags more {@code lab run} options for every child ({@code --work-dir}, {@code --timeline})
     */
    public record Settings(List<String> command, Function<SweepConfig, List<String>> options, Duration timeout,
                           List<String> childFlags, Path scratch) {}

    private final Settings settings;
    private final ResultFiles out;
    private volatile Process running;
    private volatile boolean aborted;

    public ForkedTrials(Settings settings, ResultFiles out) {
        this.settings = settings;
        this.out = out;
    }

    @Override
    public TrialOutcome launch(PlannedTrial trial, String runId) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(Files.createDirectories(settings.scratch()), "trial-");
        Path csv = dir.resolve("trial.csv");
        Path stderr = dir.resolve("stderr.log");
        List<String> command = new ArrayList<>(settings.command());
        // The child's temporary index folder goes into this trial's scratch folder, deleted below even when the
        // child was killed (out of memory, a timeout) before it could delete it.
        command.add(1, "-Djava.io.tmpdir=" + dir);
        command.addAll(settings.options().apply(trial.config()));
        command.addAll(List.of("--trials", "1", "--quiet", "--out", csv.toString(), "--run-id", runId,
                "--trial-number", Integer.toString(trial.trial()), "--order", Integer.toString(trial.order())));
        if (trial.warmup()) {
            command.add("--warmup");
        }
        // Likewise under a --work-dir: each child gets a folder of its own there, named as its scratch folder, so
        // that what a killed child left is this trial's alone to delete (sweeps may share a work dir).
        List<String> flags = new ArrayList<>(settings.childFlags());
        int workDirAt = flags.indexOf("--work-dir");
        Path childWork = null;
        if (workDirAt >= 0 && workDirAt + 1 < flags.size()) {
            childWork = Path.of(flags.get(workDirAt + 1)).resolve(dir.getFileName());
            flags.set(workDirAt + 1, childWork.toString());
        }
        command.addAll(flags);
        Instant start = Instant.now();
        try {
            Process process = new ProcessBuilder(command).redirectOutput(dir.resolve("stdout.log").toFile())
                    .redirectError(stderr.toFile()).start();
            running = process;
            String error = null;
            Duration timeout = settings.timeout();
            boolean exited = true;
            if (timeout == null) {
                process.waitFor();
            } else {
                exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            }
            if (!exited) {
                process.destroyForcibly().waitFor();
                error = "timed out after " + timeout.toSeconds() + " s (--trial-timeout)";
            }
            running = null;
            double seconds = Duration.between(start, Instant.now()).toMillis() / 1000.0;
            if (aborted) {
                return new TrialOutcome(false, "stopped", Double.NaN, seconds); // not recorded: it runs again on resume
            }
            List<Map<String, String>> rows = Files.exists(csv) ? ResultsCsv.read(csv) : List.of();
            if (error == null && rows.size() == 1) {
                Map<String, String> row = rows.get(0);
                Path timeline = TimelineCsv.pathFor(csv);
                out.appendCopied(row, Files.exists(timeline) ? ResultsCsv.read(timeline) : List.of());
                boolean ok = TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()));
                return new TrialOutcome(ok, ok ? null : row.get(TrialColumn.ERROR.column()),
                        ok ? parse(row.get(Metric.DOCS_PER_S.column())) : Double.NaN, seconds);
            }
            if (error == null) {
                error = "the trial wrote no row: " + ChildExit.describe("its JVM", process.exitValue(), stderr,
                        dir.resolve("stdout.log"));
            }
            TrialResult failed = new TrialResult(trial.config().spec(),
                    new TrialRun(runId, trial.trial(), trial.warmup(), trial.order()), start, null,
                    Environment.current(), error);
            out.append(failed);
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
        Process process = running;
        if (process != null) {
            process.destroyForcibly();
        }
    }
}
