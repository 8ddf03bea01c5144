package ingestlab.cli;

import ingestlab.sweep.ForkedTrials;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * How each trial runs and what it records beyond its factors, shared by {@code lab run} and {@code lab sweep} (which
 * sends them to every forked trial).
 */
final class TrialOptions {
    /** The timeline's sampling period. */
    static final long TIMELINE_MILLIS = 1000;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where shard indexes are written (default: a "
            + "fresh temporary folder).")
    Path workDir;

    @Option(names = "--timeline", description = "Sample each trial every second (docs, buffer used and flushing, "
            + "segments, running merges, flushes by cause, refreshes) into <out>-timeline.csv.")
    boolean timeline;

    @Option(names = "--check-index", description = "After each trial, run Lucene's CheckIndex on every shard (the "
            + "index is committed for it, after the measurements); a broken shard fails the trial (index_checked).")
    boolean checkIndex;

    long timelineMillis() {
        return timeline ? TIMELINE_MILLIS : 0;
    }

    /** How a forked trial's JVM ({@code command}) is started, and where its files go. */
    ForkedTrials.Settings forked(List<String> command, Duration timeout) {
        return new ForkedTrials.Settings(command, timeout, workDir, timelineMillis(), checkIndex,
                Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-sweep"));
    }
}
