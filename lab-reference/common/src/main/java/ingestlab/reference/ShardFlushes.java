package ingestlab.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.BooleanSupplier;

/**
 * One shard's flushed segments by cause. The engine declares a cause on the thread that runs an operation that may
 * flush ({@link #during}); the store's directory reports each flushed segment when its {@code .si} is written
 * ({@link #sealed}), on the thread that flushed it. A thread that declared nothing is an indexing thread: it either
 * flushed by Lucene's own policy or helped a full flush under way (Lucene 9's {@code DocumentsWriter#preUpdate} and
 * {@code #postUpdate} take queued segments of a full flush), which then gets the cause of the operation running it.
 */
public final class ShardFlushes {
    /** Work that may flush segments. */
    public interface Operation<T, E extends Exception> {
        T run() throws E;
    }

    private final ThreadLocal<FlushCause> declared = new ThreadLocal<>();
    private final Map<Thread, FlushCause> running = new ConcurrentHashMap<>();
    private final AtomicLongArray segments = new AtomicLongArray(FlushCause.values().length);
    private final AtomicLong controllerWrites = new AtomicLong();
    private final List<Long> segmentBytes = new ArrayList<>(); // guarded by this
    private volatile BooleanSupplier fullFlush = () -> false;

    /** Tells whether the shard's IndexWriter is in a full flush; the engine sets it once its writer exists. */
    void fullFlushProbe(BooleanSupplier probe) {
        this.fullFlush = probe;
    }

    /** Runs {@code operation} under {@code cause}, unless this thread already runs one (the outer cause wins). */
    public <T, E extends Exception> T during(FlushCause cause, Operation<T, E> operation) throws E {
        if (declared.get() != null) {
            return operation.run();
        }
        declared.set(cause);
        Thread thread = Thread.currentThread();
        running.put(thread, cause);
        try {
            return operation.run();
        } finally {
            running.remove(thread);
            declared.remove();
        }
    }

    /** The controller asked the shard to write its indexing buffer. */
    void controllerWrite() {
        controllerWrites.incrementAndGet();
    }

    /** A flushed segment of {@code bytes} (every file written for it) was sealed on this thread. */
    void sealed(long bytes) {
        segments.incrementAndGet(causeOnThisThread().ordinal());
        synchronized (this) {
            segmentBytes.add(bytes);
        }
    }

    private FlushCause causeOnThisThread() {
        FlushCause cause = declared.get();
        if (cause != null) {
            return cause;
        }
        if (!fullFlush.getAsBoolean()) {
            return FlushCause.LUCENE;
        }
        // A full flush holds IndexWriter's fullFlushLock, so one operation's flush runs at a time; when two
        // operations wait for it, the one whose thread is inside DocumentsWriter#flushAllThreads is flushing.
        List<Map.Entry<Thread, FlushCause>> operations = List.copyOf(running.entrySet());
        if (operations.isEmpty()) {
            return FlushCause.LUCENE; // a full flush of no operation of this engine's (none is expected)
        }
        for (Map.Entry<Thread, FlushCause> operation : operations) {
            if (operations.size() == 1 || inFullFlush(operation.getKey())) {
                return operation.getValue();
            }
        }
        return operations.get(0).getValue();
    }

    private static boolean inFullFlush(Thread thread) {
        for (StackTraceElement frame : thread.getStackTrace()) {
            if (frame.getMethodName().equals("flushAllThreads")
                    && frame.getClassName().equals("org.apache.lucene.index.DocumentsWriter")) {
                return true;
            }
        }
        return false;
    }

    /** What was counted so far. */
    public synchronized Snapshot snapshot() {
        long[] byCause = new long[FlushCause.values().length];
        for (int i = 0; i < byCause.length; i++) {
            byCause[i] = segments.get(i);
        }
        return new Snapshot(byCause, controllerWrites.get(), List.copyOf(segmentBytes));
    }

    /**
     * @param byCause flushed segments, by {@link FlushCause} ordinal
     * @param segmentBytes each flushed segment's bytes, in the order sealed
     */
    public record Snapshot(long[] byCause, long controllerWrites, List<Long> segmentBytes) {}
}
