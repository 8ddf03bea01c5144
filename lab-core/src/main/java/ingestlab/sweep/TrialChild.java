package ingestlab.sweep;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.ForkedJvm;
import ingestlab.fork.Pinning;
import ingestlab.results.Environment;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRows;
import ingestlab.results.TrialRun;
import ingestlab.results.TrialSpan;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * One sweep trial's forked JVM with its folders: a scratch folder for its logs and temporary files, and under a
 * {@code --work-dir} a folder of its own for its indexes, both deleted on {@link #close} whatever became of it. When
 * it sends no row, the parent writes its {@link #failed} row.
 */
final class TrialChild implements Closeable {
    private final PlannedTrial trial;
    private final TrialRun run;
    private final Path dir;
    private final Path work;
    private final Instant started;
    private final ForkedJvm jvm;

    private TrialChild(PlannedTrial trial, TrialRun run, Path dir, Path work, Instant started, ForkedJvm jvm) {
        this.trial = trial;
        this.run = run;
        this.dir = dir;
        this.work = work;
        this.started = started;
        this.jvm = jvm;
    }

    /**
     * Starts the trial's JVM.
     *
     * @param pinning the CPUs it may use, or null for any
     * @param barrier whether it waits, once set up, for {@link ForkedJvm#go}
     */
    static TrialChild start(ForkedTrials.Settings settings, PlannedTrial trial, String runId, Pinning pinning,
                            boolean barrier) throws IOException {
        Path dir = Files.createTempDirectory(Files.createDirectories(settings.scratch()), "trial-");
        // Under a --work-dir each child gets a folder of its own, named as its scratch folder, so that what a killed
        // child left is this trial's alone to delete (sweeps may share a work dir).
        Path work = settings.workDir() == null ? null : settings.workDir().resolve(dir.getFileName());
        TrialRun run = new TrialRun(runId, trial.trial(), trial.warmup(), trial.order());
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, trial.config().spec(), run, work,
                settings.timelineMillis(), settings.checkIndex(), false, false);
        Instant started = Instant.now();
        try {
            ForkedJvm jvm = ForkedJvm.start(settings.command(), List.of(), pinning, dir,
                    barrier ? request.withBarrier() : request, "its JVM");
            return new TrialChild(trial, run, dir, work, started, jvm);
        } catch (IOException | RuntimeException e) {
            deleteFolders(dir, work);
            throw e;
        }
    }

    ForkedJvm jvm() {
        return jvm;
    }

    PlannedTrial trial() {
        return trial;
    }

    Instant started() {
        return started;
    }

    /** The row the parent writes for this trial when its JVM sent none: failed, saying why, spanning its JVM's life. */
    TrialRows failed(String error) {
        return TrialRows.of(new TrialResult(trial.config().spec(), run, started, null, Environment.current(), error,
                false, new TrialSpan(started, Instant.now())));
    }

    /** Kills the JVM if it still runs and deletes its folders. */
    @Override
    public void close() throws IOException {
        try {
            jvm.close();
        } finally {
            deleteFolders(dir, work);
        }
    }

    private static void deleteFolders(Path dir, Path work) throws IOException {
        ExperimentRunner.deleteTree(dir);
        if (work != null) {
            ExperimentRunner.deleteTree(work);
        }
    }
}
