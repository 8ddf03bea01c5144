package ingestlab.results;

import ingestlab.util.WriterLock;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Where an invocation's trials go: the result file, with {@code --timeline} the timeline file beside it, and for a
 * workload the per-index file ({@link IndicesCsv}) beside it (and with both, the per-index timeline,
 * {@link IndexTimelineCsv}). From
 * open to {@link #close} this process holds a {@link WriterLock} on each of them, so a second invocation given the
 * same file is refused instead of appending rows between ours. A file an older version of the lab wrote, lacking
 * the columns added since, is appended to in its own columns ({@link #notes()}).
 */
public final class ResultFiles implements Closeable {
    private static final DateTimeFormatter RUN_ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final List<WriterLock> locks;
    private final ResultsCsv results;
    private final TimelineCsv timeline;
    private final IndicesCsv indices; // null unless the trials run a workload
    private final IndexTimelineCsv indexTimeline; // null unless both
    private final List<Path> created; // by this open: removed on close if nothing was written to them

    private ResultFiles(List<WriterLock> locks, List<Path> created, ResultsCsv results, TimelineCsv timeline,
                        IndicesCsv indices, IndexTimelineCsv indexTimeline) {
        this.locks = locks;
        this.created = List.copyOf(created);
        this.results = results;
        this.timeline = timeline;
        this.indices = indices;
        this.indexTimeline = indexTimeline;
    }

    /**
     * Every file an invocation writes for the result file {@code results}: the file itself first, then the ones
     * beside it. Whatever writes beside a result file is added here, so it is locked with it.
     */
    public static List<Path> paths(Path results, boolean withTimeline) {
        return paths(results, withTimeline, false);
    }

    /**
     * {@link #paths(Path, boolean)}, with the per-index file when {@code withIndices}, and its timeline last when
     * both.
     */
    public static List<Path> paths(Path results, boolean withTimeline, boolean withIndices) {
        List<Path> paths = new ArrayList<>(List.of(results));
        if (withTimeline) {
            paths.add(TimelineCsv.pathFor(results));
        }
        if (withIndices) {
            paths.add(IndicesCsv.pathFor(results));
        }
        if (withIndices && withTimeline) {
            paths.add(IndexTimelineCsv.pathFor(results));
        }
        return List.copyOf(paths);
    }

    /**
     * Locks the files and checks them before anything runs; {@link WriterLock.HeldElsewhere} if another process
     * writes one of them.
     */
    public static ResultFiles open(Path results, boolean withTimeline) throws IOException {
        return open(results, withTimeline, false, false);
    }

    /** {@link #open(Path, boolean)}, with the per-index file too when {@code withIndices} (the trials run a workload). */
    public static ResultFiles open(Path results, boolean withTimeline, boolean withIndices) throws IOException {
        return open(results, withTimeline, withIndices, false);
    }

    /**
     * {@link #open}, for {@code --resume}: once locked, and before the files are read, a torn last line (a row a crash
     * cut short) is cut off each, so every reader sees the same complete rows and appended rows start on a line of
     * their own.
     */
    public static ResultFiles resume(Path results, boolean withTimeline) throws IOException {
        return open(results, withTimeline, false, true);
    }

    /** {@link #resume(Path, boolean)} with the per-index files too, for trials that run a workload. */
    public static ResultFiles resume(Path results, boolean withTimeline, boolean withIndices) throws IOException {
        return open(results, withTimeline, withIndices, true);
    }

    private static ResultFiles open(Path results, boolean withTimeline, boolean withIndices, boolean cutTornTails)
            throws IOException {
        List<WriterLock> locks = new ArrayList<>();
        // Locking creates a file; a refused open deletes the ones it created, so bad input leaves nothing behind.
        List<Path> created = new ArrayList<>();
        try {
            for (Path path : paths(results, withTimeline, withIndices)) {
                boolean existed = Files.exists(path);
                locks.add(WriterLock.lock(path));
                if (!existed) {
                    created.add(path);
                }
            }
            if (cutTornTails) {
                for (WriterLock lock : locks) {
                    CsvAppender.cutTornTail(lock);
                }
            }
            return new ResultFiles(locks, created, ResultsCsv.open(locks.get(0)),
                    withTimeline ? TimelineCsv.open(locks.get(1)) : null,
                    withIndices ? IndicesCsv.open(locks.get(withTimeline ? 2 : 1)) : null,
                    withIndices && withTimeline ? IndexTimelineCsv.open(locks.get(3)) : null);
        } catch (IOException | RuntimeException e) {
            try {
                closeAll(locks);
                for (Path path : created) {
                    if (Files.isRegularFile(path) && Files.size(path) == 0) {
                        Files.delete(path);
                    }
                }
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /** A new run id: the UTC start time and a random suffix, so two invocations never share one. */
    public static String newRunId() {
        byte[] suffix = new byte[3];
        new SecureRandom().nextBytes(suffix);
        return RUN_ID_TIME.format(Instant.now()) + "-" + HexFormat.of().formatHex(suffix);
    }

    public Path resultsPath() {
        return results.path();
    }

    /** The timeline file, or null without {@code --timeline}. */
    public Path timelinePath() {
        return timeline == null ? null : timeline.path();
    }

    /**
     * One line per file an older version of the lab wrote, naming the columns it lacks, which the rows appended to it
     * leave out; empty when every file has this version's columns. The command prints them, once.
     */
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        results.note().ifPresent(notes::add);
        if (timeline != null) {
            timeline.note().ifPresent(notes::add);
        }
        return notes;
    }

    /** Every complete row the result file holds, read through its lock (for {@code --resume}). */
    public List<Map<String, String>> rows() throws IOException {
        return results.rows();
    }

    /**
     * Appends a row another JVM wrote (a forked trial's), column by column, then its timeline rows, its indices' rows
     * and its indices' timeline rows; each write whole and forced to disk.
     */
    public void appendCopied(Map<String, String> row, List<Map<String, String>> timelineRows,
                             List<Map<String, String>> indexRows, List<Map<String, String>> indexTimelineRows)
            throws IOException {
        results.appendCopied(row);
        if (timeline != null) {
            timeline.appendCopied(timelineRows);
        }
        if (indices != null) {
            indices.appendCopied(indexRows);
        }
        if (indexTimeline != null) {
            indexTimeline.appendCopied(indexTimelineRows);
        }
    }

    /** The per-index timeline, or null unless the trials run a workload with {@code --timeline}. */
    public Path indexTimelinePath() {
        return indexTimeline == null ? null : indexTimeline.path();
    }

    /** The per-index file, or null unless the trials run a workload. */
    public Path indicesPath() {
        return indices == null ? null : indices.path();
    }

    /** Appends the trial's row, then its timeline, then its indices' rows: each write whole and forced to disk. */
    public void append(TrialResult result) throws IOException {
        results.append(result);
        if (timeline != null) {
            timeline.append(result);
        }
        if (indices != null) {
            indices.append(result);
        }
        if (indexTimeline != null) {
            indexTimeline.append(result);
        }
    }

    /**
     * Releases the files to other writers (the OS releases them too if this process dies first). One this open created
     * and nothing was written to (a sweep that had nothing left to run, a run stopped before its first trial ended) is
     * removed first, while its lock is still held, so no empty file is left behind.
     */
    @Override
    public void close() throws IOException {
        try {
            for (WriterLock lock : locks) {
                if (created.contains(lock.path()) && Files.isRegularFile(lock.path()) && Files.size(lock.path()) == 0) {
                    Files.delete(lock.path());
                }
            }
        } finally {
            closeAll(locks);
        }
    }

    private static void closeAll(List<WriterLock> locks) throws IOException {
        IOException failed = null;
        for (WriterLock lock : locks) {
            try {
                lock.close();
            } catch (IOException e) {
                if (failed == null) {
                    failed = e;
                } else {
                    failed.addSuppressed(e);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }
}
