package ingestlab.node;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.util.IOUtils;

/**
 * Counts the documents acknowledged to clients and, with {@code --crash-after N}, stops the JVM abruptly
 * ({@link Runtime#halt}: no close, no commit) once N were. Before halting it leaves a note beside the shards, so
 * {@code lab recover} can check its guarantee: how many documents were acknowledged, and how many of them were
 * durable (all with {@code request}; with {@code async}, those acknowledged before the last completed sync began, and
 * on a node of many indices, before the last completed sync of every async index had begun).
 */
public final class CrashPoint {
    /** The exit code of a deliberate crash. */
    public static final int EXIT_CODE = 99;
    public static final String NOTE = "crash.json";
    public static final String ACKNOWLEDGED = "acknowledged";
    public static final String DURABLE = "acknowledged_durable";

    private final long crashAfter;
    private final Path directory;
    private final boolean syncedPerRequest;
    private final AtomicLong acknowledged = new AtomicLong();
    // One mark per async translog, each syncing on its own schedule: what all of them synced is the least mark.
    private final List<AtomicLong> syncMarks = new CopyOnWriteArrayList<>();

    /** @param syncedPerRequest every acknowledged document was fsynced first ({@code --translog request}) */
    CrashPoint(long crashAfter, Path directory, boolean syncedPerRequest) {
        this.crashAfter = crashAfter;
        this.directory = directory;
        this.syncedPerRequest = syncedPerRequest;
    }

    /** A bulk's documents were acknowledged to its client. */
    void acknowledged(long docs) {
        long total = acknowledged.addAndGet(docs);
        if (crashAfter > 0 && total >= crashAfter) {
            crash();
        }
    }

    long acknowledged() {
        return acknowledged.get();
    }

    /** Documents acknowledged that a crash now could not lose. */
    long durable() {
        return syncedPerRequest ? acknowledged.get()
                : syncMarks.stream().mapToLong(AtomicLong::get).min().orElse(0);
    }

    /**
     * A mark for one translog that syncs on its own schedule ({@code async}; an index of its own on a node of many):
     * {@link #synced} raises it.
     */
    AtomicLong syncMark() {
        AtomicLong mark = new AtomicLong();
        syncMarks.add(mark);
        return mark;
    }

    /**
     * The translogs behind {@code mark} were fsynced by a sync that began when {@code acknowledgedBefore} documents
     * were acknowledged.
     */
    static void synced(AtomicLong mark, long acknowledgedBefore) {
        mark.accumulateAndGet(acknowledgedBefore, Math::max);
    }

    private synchronized void crash() {
        long acked = acknowledged.get();
        Map<String, Long> note = new LinkedHashMap<>();
        note.put(ACKNOWLEDGED, acked);
        note.put(DURABLE, durable());
        try (FileChannel out = FileChannel.open(directory.resolve(NOTE), StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            out.write(java.nio.ByteBuffer.wrap(new ObjectMapper().writeValueAsBytes(note)));
            out.force(true);
            IOUtils.fsync(directory, true);
        } catch (IOException e) {
            System.err.println("lab run: could not write " + NOTE + " before the crash: " + e.getMessage());
        }
        Runtime.getRuntime().halt(EXIT_CODE);
    }
}
