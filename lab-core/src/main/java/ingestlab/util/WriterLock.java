package ingestlab.util;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An exclusive OS lock ({@link FileChannel#tryLock()}) on a file one process writes, so a second writer is refused
 * instead of interleaving its rows. The lock is on the file itself, not on a lock file beside it: the OS drops it
 * when the process ends, however it ends (exit, crash, {@code kill -9}), and nothing stale is left to clean up.
 *
 * <p>On Linux it is a POSIX record lock: it belongs to the process, and closing <em>any</em> descriptor of the file in
 * the process drops it (the {@link FileLock} javadoc warns of this). So while it is held, every read and write of the
 * file in this JVM goes through {@link #channel()}, and no second descriptor is opened on it: a second attempt in the
 * same JVM is refused from a registry of held paths before it opens one.
 */
public final class WriterLock implements Closeable {
    /** Paths locked in this JVM (see the class comment: a second descriptor must not be opened, let alone closed). */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();
    /** Channels of a refused in-JVM attempt that reached the file by another name: closing them would drop the lock. */
    private static final List<FileChannel> PARKED = new ArrayList<>();
    private static final Path PROC_LOCKS = Path.of("/proc/locks");

    /** The file is locked by another process, or by another writer in this JVM. */
    public static final class HeldElsewhere extends IOException {
        private static final long serialVersionUID = 1L;
        private final transient Path path;
        private final String holder;

        HeldElsewhere(Path path, String holder) {
            super("'" + path + "' is being written by " + holder);
            this.path = path;
            this.holder = holder;
        }

        public Path path() {
            return path;
        }

        /** Who holds it: {@code another lab process (pid 12345)}, or {@code another process} where unknown. */
        public String holder() {
            return holder;
        }
    }

    private final Path path;
    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;

    private WriterLock(Path path, Path key, FileChannel channel, FileLock lock) {
        this.path = path;
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks {@code path} for writing, creating it (and its folder) if missing; refuses at once with
     * {@link HeldElsewhere} if another process or another writer in this JVM holds it.
     */
    public static WriterLock lock(Path path) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (Files.isDirectory(path)) {
            throw new IOException(path + " is a folder, not a file");
        }
        Path key = key(path);
        if (!HELD.add(key)) {
            throw new HeldElsewhere(path, inThisProcess());
        }
        FileChannel channel = null;
        boolean locked = false;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                // This JVM holds it under another name (a link): keep the descriptor open, closing it drops that lock.
                synchronized (PARKED) {
                    PARKED.add(channel);
                }
                channel = null;
                throw new HeldElsewhere(path, inThisProcess());
            }
            if (lock == null) {
                throw new HeldElsewhere(path, holder(path));
            }
            locked = true;
            return new WriterLock(path, key, channel, lock);
        } finally {
            if (!locked) {
                if (channel != null) {
                    channel.close(); // this process holds no lock on the file, so closing drops nothing
                }
                HELD.remove(key);
            }
        }
    }

    private static String inThisProcess() {
        return "another writer in this process (pid " + ProcessHandle.current().pid() + ")";
    }

    public Path path() {
        return path;
    }

    /** The one channel this JVM reads and writes the file through while it holds the lock. */
    public FileChannel channel() {
        return channel;
    }

    /** Releases the lock and closes the channel. */
    @Override
    public void close() throws IOException {
        try {
            if (channel.isOpen()) {
                lock.release();
            }
            channel.close();
        } finally {
            HELD.remove(key);
        }
    }

    /** The same key for every spelling of a path: the real path of the file, or of its folder if it is missing yet. */
    private static Path key(Path path) throws IOException {
        if (Files.exists(path)) {
            return path.toRealPath();
        }
        Path absolute = path.toAbsolutePath();
        return absolute.getParent().toRealPath().resolve(absolute.getFileName());
    }

    /** Who holds the lock on {@code path}, from {@code /proc/locks} where readable (Linux); else "another process". */
    static String holder(Path path) {
        try {
            long device = ((Number) Files.getAttribute(path, "unix:dev")).longValue();
            long inode = ((Number) Files.getAttribute(path, "unix:ino")).longValue();
            OptionalLong pid = holderPid(Files.readAllLines(PROC_LOCKS), device, inode);
            if (pid.isPresent()) {
                return "another lab process (pid " + pid.getAsLong() + ")";
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // not Linux, or /proc not mounted: the holder stays unnamed
        }
        return "another process";
    }

    /**
     * The pid that {@code /proc/locks} names for a lock on the file {@code device}:{@code inode}. Its lines read
     * {@code 1: POSIX  ADVISORY  WRITE 5537 fe:00:9978873 0 EOF}, the device as hexadecimal major:minor; a line with
     * {@code ->} is a process waiting for the lock, not holding it. Linux's fs/locks.c, lock_get_status().
     */
    static OptionalLong holderPid(List<String> procLocks, long device, long inode) {
        String file = String.format("%02x:%02x:%d", major(device), minor(device), inode);
        for (String line : procLocks) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length < 6 || fields[1].equals("->") || !fields[5].equals(file)) {
                continue;
            }
            try {
                long pid = Long.parseLong(fields[4]);
                if (pid > 0) { // an open file description lock (OFDLCK) has no owning process: -1
                    return OptionalLong.of(pid);
                }
            } catch (NumberFormatException e) {
                // not a line of the format above
            }
        }
        return OptionalLong.empty();
    }

    /** The major number of a {@code st_dev}, as glibc's {@code gnu_dev_major} decodes it. */
    static long major(long device) {
        return ((device >>> 8) & 0xfffL) | ((device >>> 32) & ~0xfffL);
    }

    /** The minor number of a {@code st_dev}, as glibc's {@code gnu_dev_minor} decodes it. */
    static long minor(long device) {
        return (device & 0xffL) | ((device >>> 12) & ~0xffL);
    }
}
