package ingestlab.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.BooleanSupplier;
import org.apache.lucene.index.IndexWriter;

/**
 * One shard's flushed segments by cause, and its merged segments' bytes. The engine declares a cause on the thread that
 * runs an operation that may flush ({@link #during}); the store's directory reports each flushed segment when its
 * {@code .si} is written ({@link #sealed}), on the thread that flushed it. A thread that declared nothing is an
 * indexing thread: it either flushed by Lucene's own policy or helped a full flush under way (Lucene 9's
 * {@code DocumentsWriter#preUpdate} and {@code #postUpdate} take queued segments of a full flush), which then gets the
 * cause of the operation running it, and counts for that operation.
 */
public final class ShardFlushes {
    /** Work that may flush segments. */
    public interface Operation<T, E extends Exception> {
        T run() throws E;
    }

    /** An operation under way: its cause, and the segments counted for it (on its thread or by threads helping it). */
    private static final class Running {
        final FlushCause cause;
        final AtomicLong sealed = new AtomicLong();

        Running(FlushCause cause) {
            this.cause = cause;
        }
    }

    private final ThreadLocal<Running> declared = new ThreadLocal<>();
    private final Map<Thread, Running> running = new ConcurrentHashMap<>();
    private final AtomicLongArray segments = new AtomicLongArray(FlushCause.values().length);
    private final AtomicLong controllerCalls = new AtomicLong();
    private final AtomicLong controllerWrites = new AtomicLong();
    private final AtomicLong mergedBytes = new AtomicLong();
    private final AtomicLong commits = new AtomicLong();
    private volatile long commitsBeforeTrial;
    private final List<Long> segmentBytes = new ArrayList<>(); // guarded by this
    private volatile BooleanSupplier fullFlush = () -> false;
    private volatile IndexWriter writer; // null until the engine has its writer

    /**
     * The shard's IndexWriter, which the engine gives once it exists: it tells whether a full flush is under way
     * ({@link WriterProbes#fullFlush}) and its own flush count.
     */
    public void writer(IndexWriter writer) {
        this.fullFlush = WriterProbes.fullFlush(writer);
        this.writer = writer;
    }

    /**
     * {@code flushes.during(cause, operation)}, or {@code operation} undeclared while {@code flushes} is null: the
     * engine's constructor may refresh before the engine has set its field.
     */
    public static <T, E extends Exception> T during(ShardFlushes flushes, FlushCause cause, Operation<T, E> operation)
            throws E {
        return flushes == null ? operation.run() : flushes.during(cause, operation);
    }

    /** {@code flushes.controllerWrite(work)}, or {@code work} undeclared while {@code flushes} is null (as {@link #during}). */
    public static <T, E extends Exception> T controllerWrite(ShardFlushes flushes, Operation<T, E> work) throws E {
        return flushes == null ? work.run() : flushes.controllerWrite(work);
    }

    /** Runs {@code operation} under {@code cause}, unless this thread already runs one (the outer cause wins). */
    public <T, E extends Exception> T during(FlushCause cause, Operation<T, E> operation) throws E {
        if (declared.get() != null) {
            return operation.run();
        }
        return declaring(new Running(cause), operation);
    }

    private <T, E extends Exception> T declaring(Running operation, Operation<T, E> work) throws E {
        declared.set(operation);
        Thread thread = Thread.currentThread();
        running.put(thread, operation);
        try {
            return work.run();
        } finally {
            running.remove(thread);
            declared.remove();
        }
    }

    /**
     * Runs the controller's write of the shard's buffer ({@code IndexShard#writeIndexingBuffer}), under
     * {@link FlushCause#CONTROLLER}. Every call is counted ({@code controllerCalls}); it is a controller write when it
     * wrote at least one segment, as the lab counts {@code controller_writes} (a write that found the shard already
     * refreshing, or nothing to flush, wrote nothing).
     */
    public <T, E extends Exception> T controllerWrite(Operation<T, E> work) throws E {
        controllerCalls.incrementAndGet();
        if (declared.get() != null) {
            return work.run(); // inside another operation: its cause, and its segments, are that operation's
        }
        Running operation = new Running(FlushCause.CONTROLLER);
        try {
            return declaring(operation, work);
        } finally {
            if (operation.sealed.get() > 0) {
                controllerWrites.incrementAndGet();
            }
        }
    }

    /** A flushed segment of {@code bytes} (every file written for it) was sealed on this thread. */
    void sealed(long bytes) {
        Running operation = operationOfThisThread();
        FlushCause cause = operation == null ? FlushCause.LUCENE : operation.cause;
        if (operation != null) {
            operation.sealed.incrementAndGet();
        }
        segments.incrementAndGet(cause.ordinal());
        synchronized (this) {
            segmentBytes.add(bytes);
        }
    }

    /** A merged segment of {@code bytes} (every file written for it, its compound-file repack too) was sealed. */
    void merged(long bytes) {
        mergedBytes.addAndGet(bytes);
    }

    /** A Lucene commit point was written (whatever ran it: the engine's flush, or the store creating the shard). */
    void committed() {
        commits.incrementAndGet();
    }

    /** The trial starts: commits written until now (the shard's creation and recovery) are not the trial's. */
    public void trialStarts() {
        commitsBeforeTrial = commits.get();
    }

    /** The operation a segment sealed on this thread belongs to; null when Lucene flushed it by its own policy. */
    private Running operationOfThisThread() {
        Running own = declared.get();
        if (own != null) {
            return own;
        }
        if (!fullFlush.getAsBoolean()) {
            return null;
        }
        // A full flush holds IndexWriter's fullFlushLock, so one operation's flush runs at a time; when two
        // operations wait for it, the one whose thread is inside DocumentsWriter#flushAllThreads is flushing.
        List<Map.Entry<Thread, Running>> operations = List.copyOf(running.entrySet());
        if (operations.isEmpty()) {
            return null; // a full flush of no operation of this engine's (none is expected)
        }
        for (Map.Entry<Thread, Running> operation : operations) {
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
        IndexWriter w = writer;
        return new Snapshot(byCause, controllerCalls.get(), controllerWrites.get(), mergedBytes.get(),
                commits.get() - commitsBeforeTrial, List.copyOf(segmentBytes), w == null ? 0 : WriterProbes.flushCount(w));
    }

    /**
     * @param byCause flushed segments, by {@link FlushCause} ordinal
     * @param controllerCalls every call of the controller's write
     * @param controllerWrites the calls that wrote at least one segment
     * @param mergedBytes bytes written for merged segments, all their files and the compound-file repack
     * @param luceneCommits Lucene commit points written since the trial started ({@link #trialStarts})
     * @param segmentBytes each flushed segment's bytes, in the order sealed
     * @param writerFlushCount the IndexWriter's own flush count ({@link WriterProbes#flushCount}); 0 without a writer
     */
    public record Snapshot(long[] byCause, long controllerCalls, long controllerWrites, long mergedBytes,
                           long luceneCommits, List<Long> segmentBytes, long writerFlushCount) {}
}
