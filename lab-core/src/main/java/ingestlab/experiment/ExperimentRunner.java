package ingestlab.experiment;

import ingestlab.metrics.Observations;
import ingestlab.results.Environment;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialResult;
import ingestlab.spec.ExperimentSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs the trials of one experiment in this JVM, one after another. Each trial's row is appended to the results
 * file as soon as it ends; a trial that fails is recorded as failed and the next one still runs.
 */
public final class ExperimentRunner {
    private final Path workDir;
    private final boolean keepIndex;

    /**
     * @param workDir where shard folders go; null for a fresh temporary folder
     * @param keepIndex keep each trial's index (committed) instead of deleting it
     */
    public ExperimentRunner(Path workDir, boolean keepIndex) {
        this.workDir = workDir;
        this.keepIndex = keepIndex;
    }

    public List<TrialResult> run(ExperimentSpec spec, int trials, ResultsCsv out, ProgressListener progress)
            throws IOException, InterruptedException {
        List<TrialResult> results = new ArrayList<>();
        Path root = workDir != null ? Files.createDirectories(workDir) : Files.createTempDirectory("ingest-lab-");
        try {
            for (int trial = 1; trial <= trials; trial++) {
                Instant startedAt = Instant.now();
                Path directory = root.resolve("trial-" + startedAt.toEpochMilli() + "-" + trial);
                progress.trialStarted(trial, trials, spec.docs());
                Observations observations = null;
                String error = null;
                try {
                    observations = new Trial(spec, directory, keepIndex).run(progress);
                } catch (InterruptedException e) {
                    throw e;
                } catch (Exception | Error e) {
                    // Recorded as a failed row; the next trial still runs.
                    error = describe(e);
                } finally {
                    progress.trialEnded(trial);
                    if (!keepIndex) {
                        deleteTree(directory);
                    }
                }
                TrialResult result = new TrialResult(spec, trial, startedAt, observations, Environment.current(), error);
                if (out != null) {
                    out.append(result);
                }
                results.add(result);
            }
        } finally {
            if (workDir == null && !keepIndex) {
                deleteTree(root);
            }
        }
        return results;
    }

    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        // These say what went wrong in their own words (bad documents start with file:line); others get their type.
        return e instanceof TrialFailure || e instanceof ingestlab.data.BadDocumentException ? message
                : e.getClass().getSimpleName() + ": " + message;
    }

    /** Deletes a folder and everything below it; nothing happens if it does not exist. */
    public static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
