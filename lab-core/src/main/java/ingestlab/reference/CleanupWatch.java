package ingestlab.reference;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Removes what a {@code lab reference run} killed with {@code kill -9} leaves: the empty result file its writer lock
 * created before the first row (the lock is on the file itself, so the file exists from the start: a second writer is
 * refused at once), and its temporary work folder with the documents. A killed process runs no code, so a small JVM of
 * its own does it: it reads its standard input, a pipe from the lab, until the lab says it is {@link #done} or the
 * pipe ends; an end without {@code done} (the lab died, whose pipe the OS closed) is a lab that left things behind,
 * removed once the lab process is gone. The result file is removed only under its writer lock, only while still empty
 * and the same file (inode) the lab locked, so a writer that took it since keeps it.
 */
final class CleanupWatch implements Closeable {
    private static final String DONE = "done";
    /** How long the watch waits for the engine to halt (its own watch of the lab) before leaving the folder. */
    private static final int FOLDER_ATTEMPTS = 40;
    private static final long FOLDER_RETRY_MILLIS = 500;

    private final Process watch;

    private CleanupWatch(Process watch) {
        this.watch = watch;
    }

    /** Starts the watch of this process for {@code results} (a locked result file) and its temporary work folders. */
    static CleanupWatch start(Path results) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString()),
                "-Xmx16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"),
                "-cp", System.getProperty("java.class.path"), CleanupWatch.class.getName(),
                String.valueOf(ProcessHandle.current().pid()), results.toAbsolutePath().toString(),
                String.valueOf(inode(results))));
        return new CleanupWatch(new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start());
    }

    /** The run ended as it should (it removed what it made): the watch ends without removing anything. */
    void done() {
        try {
            OutputStream in = watch.getOutputStream();
            in.write((DONE + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            // the watch is gone already (Ctrl-C reaches it too): nothing is left for it to do
        }
    }

    /** Ends the pipe: after {@link #done} the watch exits; without it, it cleans up once this process is gone. */
    @Override
    public void close() {
        try {
            watch.getOutputStream().close();
        } catch (IOException e) {
            // the watch is gone already
        }
    }

    /** The watch's side: {@code CleanupWatch LAB_PID RESULT_FILE INODE}. */
    public static void main(String[] args) throws IOException, InterruptedException {
        String said = new String(System.in.readAllBytes(), StandardCharsets.UTF_8); // until the pipe ends
        if (said.startsWith(DONE)) {
            return;
        }
        long lab = Long.parseLong(args[0]);
        Optional<ProcessHandle> running = ProcessHandle.of(lab);
        if (running.isPresent()) {
            running.get().onExit().join(); // the lab closed the pipe without done, and may still be removing things
        }
        removeIfEmpty(Path.of(args[1]), Long.parseLong(args[2]));
        Path temp = Path.of(System.getProperty("java.io.tmpdir"));
        for (int attempt = 0; attempt < FOLDER_ATTEMPTS && !foldersOf(temp, lab).isEmpty(); attempt++) {
            if (attempt > 0) {
                TimeUnit.MILLISECONDS.sleep(FOLDER_RETRY_MILLIS); // the engine may still be writing in it
            }
            WorkFolder.removeStale(temp);
        }
    }

    /**
     * Removes {@code file} if, under its writer lock, it is still empty and still the file {@code inode} names (-1:
     * unknown, not checked). A file another writer locks now is left.
     */
    static void removeIfEmpty(Path file, long inode) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) { // never creates it
            FileLock lock = channel.tryLock();
            if (lock != null && channel.size() == 0 && (inode < 0 || inode(file) == inode)) {
                Files.delete(file); // while locked, as a result file's own writer removes it
            }
        } catch (NoSuchFileException e) {
            // the lab removed it, or wrote no file
        }
    }

    /** The file's inode, or -1 where the file system does not say. */
    static long inode(Path file) throws IOException {
        try {
            return ((Number) Files.getAttribute(file, "unix:ino")).longValue();
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return -1;
        }
    }

    private static List<Path> foldersOf(Path temp, long lab) throws IOException {
        try (Stream<Path> listed = Files.list(temp)) {
            return listed.filter(p -> WorkFolder.ownerPid(p.getFileName().toString()) == lab).toList();
        }
    }
}
