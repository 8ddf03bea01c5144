package ingestlab.reference;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.util.IOUtils;

/**
 * Where a reference run writes its documents, the trial's configuration, the engine's log and shards: the folder
 * {@code --work-dir} gave, kept afterwards, or a fresh temporary folder, removed when the run ends however it ends
 * (a failed trial, an exception, Ctrl-C). A temporary folder's name holds the pid of the lab process that made it, so
 * one left by a lab killed with {@code kill -9} (whose engine halts with it) is removed by its {@link CleanupWatch},
 * or else by the next run.
 */
final class WorkFolder implements Closeable {
    private static final String PREFIX = "lab-reference-pid";

    private final Path path;
    private final boolean kept;

    private WorkFolder(Path path, boolean kept) {
        this.path = path;
        this.kept = kept;
    }

    /**
     * {@code given}, made if missing and kept; or, when null, a fresh temporary folder. Either way the stale temporary
     * folders are removed first, so a run with {@code --work-dir} also clears what a killed run left.
     */
    static WorkFolder of(Path given) throws IOException {
        removeStale(Path.of(System.getProperty("java.io.tmpdir")));
        if (given != null) {
            return new WorkFolder(Files.createDirectories(given), true);
        }
        return new WorkFolder(Files.createTempDirectory(PREFIX + ProcessHandle.current().pid() + "-"), false);
    }

    Path path() {
        return path;
    }

    /** Whether {@link #close} leaves the folder in place ({@code --work-dir}). */
    boolean isKept() {
        return kept;
    }

    @Override
    public void close() throws IOException {
        if (!kept) {
            IOUtils.rm(path);
        }
    }

    /**
     * Removes the temporary folders in {@code temp} whose lab process is gone; those of a running lab (this one's
     * or another's) stay. A folder that cannot be removed (another user's) is left.
     */
    static void removeStale(Path temp) throws IOException {
        List<Path> folders;
        try (Stream<Path> listed = Files.list(temp)) {
            folders = listed.filter(p -> p.getFileName().toString().startsWith(PREFIX)).toList();
        }
        for (Path folder : folders) {
            long pid = ownerPid(folder.getFileName().toString());
            if (pid > 0 && !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                try {
                    IOUtils.rm(folder);
                } catch (IOException e) {
                    // another user's, or going away under us: not this run's to insist on
                }
            }
        }
    }

    /** The pid in {@code lab-reference-pid<PID>-<random>}; -1 when the name has none. */
    static long ownerPid(String name) {
        int end = name.indexOf('-', PREFIX.length());
        if (!name.startsWith(PREFIX) || end < 0) {
            return -1;
        }
        try {
            return Long.parseLong(name.substring(PREFIX.length(), end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
