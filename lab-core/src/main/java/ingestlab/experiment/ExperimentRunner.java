package ingestlab.experiment;

import ingestlab.data.BadDocumentException;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.Observations;
import ingestlab.node.ShardStorage;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
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
 * Runs trials in this JVM. Each trial's row is appended to the result files as soon as it ends; a trial that fails is
 * recorded as failed and the next one still runs. Every trial's index folder is deleted afterwards, failed or not,
 * unless {@code keepIndex}.
 */
public final class ExperimentRunner {
    /**
     * @param workDir where shard folders go; null for a fresh temporary folder
     * @param keepIndex keep each trial's index (committed) instead of deleting it
     * @param timelineMillis sample the node this often ({@code --timeline}); 0 for no timeline
     * @param checkIndex run Lucene's CheckIndex on every shard once the trial's documents are verified
     * @param storage opens the shards' directories ({@link ShardStorage#FILES}; tests inject failures)
     */
    public record Options(Path workDir, boolean keepIndex, long timelineMillis, boolean checkIndex,
                          ShardStorage storage) {
        /** Shards on the file system. */
        public Options(Path workDir, boolean keepIndex, long timelineMillis, boolean checkIndex) {
            this(workDir, keepIndex, timelineMillis, checkIndex, ShardStorage.FILES);
        }
    }

    private final Options options;

    public ExperimentRunner(Options options) {
        this.options = options;
    }

    /** {@code lab run}: trials 1..N of one experiment, in order, each appended to {@code out} (if not null). */
    public List<TrialResult> run(ExperimentSpec spec, int trials, String runId, ResultFiles out,
                                 ProgressListener progress) throws IOException, InterruptedException {
        List<TrialResult> results = new ArrayList<>();
        for (int trial = 1; trial <= trials; trial++) {
            progress.trialStarted(trial, trials, spec.get(ClientSettings.DOCS));
            TrialResult result;
            try {
                result = runOne(spec, TrialRun.of(runId, trial), progress);
            } finally {
                progress.trialEnded(trial);
            }
            if (out != null) {
                out.append(result);
            }
            results.add(result);
        }
        return results;
    }

    /** One trial, never thrown: a failure becomes a failed result. */
    public TrialResult runOne(ExperimentSpec spec, TrialRun run, ProgressListener progress)
            throws IOException, InterruptedException {
        Path root = options.workDir() != null ? Files.createDirectories(options.workDir())
                : Files.createTempDirectory("ingest-lab-");
        Instant startedAt = Instant.now();
        double loadAtStart = Environment.loadAverage();
        Path directory = root.resolve("trial-" + startedAt.toEpochMilli() + "-" + run.trial());
        Observations observations = null;
        String error = null;
        boolean checked = false;
        String workDirFs = Environment.fileSystemType(root);
        TrialClock clock = new TrialClock(progress, startedAt);
        try {
            // CheckIndex reads a commit point, so a checked trial commits when it ends (after every measurement).
            observations = new Trial(spec, directory, options.keepIndex() || options.checkIndex(),
                    options.timelineMillis(), options.storage()).run(clock);
            if (options.checkIndex()) {
                checked = true;
                IndexCheck.verify(directory);
            }
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception | Error e) {
            // Recorded as a failed row; the next trial still runs.
            error = describe(e);
            observations = null; // a trial whose index is broken measured nothing worth keeping
        } finally {
            if (!options.keepIndex()) {
                deleteTree(directory);
                if (options.workDir() == null) {
                    deleteTree(root);
                }
            }
        }
        Environment environment = Environment.ofTrial(loadAtStart, workDirFs);
        return new TrialResult(spec, run, startedAt, observations, environment, error, checked, clock.span());
    }

    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        // These say what went wrong in their own words (bad documents start with file:line); others get their type.
        if (e instanceof TrialFailure || e instanceof BadDocumentException) {
            return message;
        }
        // After a failed write (a full disk), Lucene's IndexWriter closes on its "tragic" exception and every later
        // call fails with AlreadyClosedException: the first cause is what the row must say.
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String why = root == e ? "" : " (caused by " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
        return e.getClass().getSimpleName() + ": " + message + why;
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
