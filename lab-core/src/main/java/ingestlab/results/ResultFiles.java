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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where an invocation's trials go: the result file and the {@link CompanionFile}s beside it (with {@code --timeline}
 * the timeline, for a workload the per-index file, with both the per-index timeline). From open to {@link #close} this process holds a {@link WriterLock} on each of them, so a second invocation given the
 * same file is refused instead of appending rows between ours. A file an older version of the lab wrote, lacking
 * the columns added since, is appended to in its own columns ({@link #notes()}).
 */
public final class ResultFiles implements Closeable {
    private static final DateTimeFormatter RUN_ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final List<WriterLock> locks;
    private final ResultsCsv results;
    private final List<CompanionCsv> companions; // in CompanionFile.of's order
    private final List<Path> created; // by this open: removed on close if nothing was written to them

    private ResultFiles(List<WriterLock> locks, List<Path> created, ResultsCsv results, List<CompanionCsv> companions) {
        this.locks = locks;
        this.created = List.copyOf(created);
        this.results = results;
        this.companions = List.copyOf(companions);
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
        return paths(results, CompanionFile.of(withTimeline, withIndices));
    }

    /** The result file, then {@code companions} beside it, in that order. */
    public static List<Path> paths(Path results, List<CompanionFile> companions) {
        List<Path> paths = new ArrayList<>(List.of(results));
        for (CompanionFile companion : companions) {
            paths.add(companion.pathFor(results));
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

    /** {@link #open(Path, boolean)} with the companion files given (see {@link CompanionFile#of}). */
    public static ResultFiles open(Path results, List<CompanionFile> companions) throws IOException {
        return open(results, companions, false);
    }

    /**
     * {@link #open(Path, boolean)} for a result file of rows in other {@code columns}, with no file beside it: a
     * reference engine's rows, appended with {@link #appendCopied} under the same lock as every other result file.
     */
    public static ResultFiles openWithColumns(Path results, List<String> columns) throws IOException {
        return open(results, List.of(), columns, false);
    }

    /** {@link #resume(Path, boolean)} with the companion files given. */
    public static ResultFiles resume(Path results, List<CompanionFile> companions) throws IOException {
        return open(results, companions, true);
    }

    private static ResultFiles open(Path results, boolean withTimeline, boolean withIndices, boolean cutTornTails)
            throws IOException {
        return open(results, CompanionFile.of(withTimeline, withIndices), cutTornTails);
    }

    private static ResultFiles open(Path results, List<CompanionFile> kinds, boolean cutTornTails)
            throws IOException {
        return open(results, kinds, ResultColumns.names(), cutTornTails);
    }

    private static ResultFiles open(Path results, List<CompanionFile> kinds, List<String> columns,
                                    boolean cutTornTails) throws IOException {
        List<WriterLock> locks = new ArrayList<>();
        // Locking creates a file; a refused open deletes the ones it created, so bad input leaves nothing behind.
        List<Path> created = new ArrayList<>();
        try {
            for (Path path : paths(results, kinds)) {
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
            List<CompanionCsv> companions = new ArrayList<>();
            for (int i = 0; i < kinds.size(); i++) {
                companions.add(CompanionCsv.open(kinds.get(i), locks.get(i + 1)));
            }
            return new ResultFiles(locks, created, ResultsCsv.open(locks.get(0), columns), companions);
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

    /** Each file this invocation writes beside the result file, in {@link CompanionFile#of}'s order. */
    public Map<CompanionFile, Path> companionPaths() {
        Map<CompanionFile, Path> paths = new LinkedHashMap<>();
        for (CompanionCsv companion : companions) {
            paths.put(companion.kind(), companion.path());
        }
        return paths;
    }

    /**
     * One line per file an older version of the lab wrote, naming the columns it lacks, which the rows appended to it
     * leave out; empty when every file has this version's columns. The command prints them, once.
     */
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        results.note().ifPresent(notes::add);
        for (CompanionCsv companion : companions) {
            companion.note().ifPresent(notes::add);
        }
        return notes;
    }

    /** Every complete row the result file holds, read through its lock (for {@code --resume}). */
    public List<Map<String, String>> rows() throws IOException {
        return results.rows();
    }

    /**
     * Appends a row another JVM wrote (a forked trial's), column by column, then the rows it sent for each file beside
     * this one ({@link CompanionFile#rows}; a file it sent none for gets none); each write whole and forced to disk.
     */
    public void appendCopied(Map<String, String> row, Map<CompanionFile, List<Map<String, String>>> companionRows)
            throws IOException {
        appendTogether(List.of(new TrialRows(row, companionRows)));
    }

    /**
     * Appends trials that are recorded together or not at all (a duet pair): their result rows in one write, forced to
     * disk, so a crash leaves all of them or none; then, for each file beside this one, all their rows in one write.
     */
    public void appendTogether(List<TrialRows> trials) throws IOException {
        results.appendCopied(trials.stream().map(TrialRows::row).toList());
        for (CompanionCsv companion : companions) {
            companion.appendCopied(trials.stream()
                    .flatMap(trial -> trial.companions().getOrDefault(companion.kind(), List.of()).stream()).toList());
        }
    }

    /** Appends the trial's row, then its rows in each file beside it: each write whole and forced to disk. */
    public void append(TrialResult result) throws IOException {
        results.append(result);
        for (CompanionCsv companion : companions) {
            companion.append(result);
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
