package ingestlab.sweep;

import ingestlab.results.CompanionFile;
import ingestlab.results.ResultFiles;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A sweep's result files, locked until closed, and the (config, trial) pairs they already hold when resuming. The lock
 * is taken before the resumed file is read, so two sweeps resuming one file cannot both find a trial missing.
 */
public record SweepOutput(ResultFiles files, Set<String> done, SweepMode mode) implements Closeable {
    /** Result files a sweep cannot write: its reason is the lock's holder, the file system's refusal or the lab's. */
    public static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Path path;

        Refused(Path path, Exception reason) {
            super(reason.getMessage(), reason);
            this.path = path;
        }

        public Path path() {
            return path;
        }

        public Exception reason() {
            return (Exception) getCause();
        }
    }

    /**
     * Opens (or with {@code resume}, reopens) the result files at {@code results}; with the per-index file when a
     * config runs a workload of several indices, and the searches file when one runs the search benchmark.
     */
    public static SweepOutput open(Path results, boolean resume, boolean timeline, List<SweepConfig> configs) {
        return open(results, resume, timeline, configs, SweepMode.SEQUENTIAL);
    }

    /**
     * {@link #open(Path, boolean, boolean, List)} for a sweep of {@code mode}: when resuming a duet, what is done is
     * the pairs the files hold whole ({@link DuetRunner#alreadyDone}).
     */
    public static SweepOutput open(Path results, boolean resume, boolean timeline, List<SweepConfig> configs,
                                   SweepMode mode) {
        List<CompanionFile> companions = CompanionFile.forTrials(timeline, configs.stream().map(SweepConfig::spec).toList());
        ResultFiles files = null;
        try {
            files = resume ? ResultFiles.resume(results, companions) : ResultFiles.open(results, companions);
            Set<String> done = !resume ? Set.of()
                    : mode == SweepMode.DUET ? DuetRunner.alreadyDone(files) : SweepRunner.alreadyDone(files);
            return new SweepOutput(files, done, mode);
        } catch (IOException | RuntimeException e) {
            closeQuietly(files, e);
            throw new Refused(results, e);
        }
    }

    private static void closeQuietly(ResultFiles files, Exception failure) {
        if (files == null) {
            return;
        }
        try {
            files.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    /** How many trials the files already hold for this sweep: a duet's pairs count two each. */
    public int doneTrials() {
        return mode == SweepMode.DUET ? 2 * done.size() : done.size();
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
