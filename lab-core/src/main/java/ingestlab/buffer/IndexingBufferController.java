package ingestlab.buffer;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Samples;
import ingestlab.util.Failures;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The node-wide indexing-buffer controller, modelled line by line on Elasticsearch's
 * {@code server/src/main/java/org/elasticsearch/indices/IndexingMemoryController.java} (8.11+, PR #94607).
 *
 * <p>Indexing threads call {@link #postOperation(long)} after every document; a scheduler calls
 * {@link #periodicCheck()} every {@code indices.memory.interval}. A check sums each shard's
 * {@code ramBytesUsed - flushingBytes}; when the sum is over budget, it queues shards in {@link ShardSelector} order,
 * subtracting each one's whole usage, until the sum is back within budget. Under {@link WriteDispatch#INDEXING_THREADS}
 * (8.11+) the queued writes run on the indexing threads, which pushes back on indexing, and only leftovers at the
 * periodic tick go to the background executor; under {@link WriteDispatch#REFRESH_POOL} (up to 8.10) every pick is
 * written on the background executor at once.
 */
public final class IndexingBufferController {
    private final ControllerSettings settings;
    private final List<? extends ShardBuffer> shards;
    private final Executor background;
    private final Random random;
    private final Samples samples;

    // ES: pendingWriteIndexingBufferSet / pendingWriteIndexingBufferQueue
    private final Set<ShardBuffer> pendingSet = ConcurrentHashMap.newKeySet();
    private final Deque<ShardBuffer> pendingQueue = new ConcurrentLinkedDeque<>();

    // ES: ShardsIndicesStatusChecker state
    private final AtomicLong bytesSinceCheck = new AtomicLong();
    private final ReentrantLock runLock = new ReentrantLock();
    private Integer lastShardId; // guarded by runLock
    private final Set<ShardBuffer> throttled = new LinkedHashSet<>(); // guarded by runLock

    private final LongAdder checks = new LongAdder();
    private final LongAdder writes = new LongAdder();
    private final AtomicReference<Throwable> backgroundFailure = new AtomicReference<>();

    /**
     * @param seed seeds {@link ShardSelector#RANDOM}
     * @param background runs the leftover writes found at a periodic check (Elasticsearch's refresh pool)
     * @param metrics where the controller registers {@code controller_checks} and {@code controller_writes}
     * @param samples where each over-budget check records how many shards it picked
     */
    public IndexingBufferController(ControllerSettings settings, long seed, List<? extends ShardBuffer> shards,
                                    Executor background, MetricRegistry metrics, Samples samples) {
        this.settings = settings;
        this.shards = List.copyOf(shards);
        this.background = background;
        this.random = new Random(seed);
        this.samples = samples;
        metrics.register(Metric.CONTROLLER_CHECKS, checks::sum);
        metrics.register(Metric.CONTROLLER_WRITES, writes::sum);
    }

    /**
     * Called by an indexing thread after each operation with the operation's size (ES: {@code postOperation}).
     * Records the bytes, runs a check if enough were indexed since the last one, then writes queued buffers on this
     * thread, re-checking after each round of writes.
     */
    public void postOperation(long operationBytes) throws IOException {
        rethrowBackgroundFailure();
        bytesWritten(operationBytes);
        while (writePendingIndexingBuffers()) {
            // If we just wrote segments, check again (if no one else is) whether enough memory was released.
            if (!tryCheck()) {
                break;
            }
        }
    }

    /** The scheduled check (ES: {@code ShardsIndicesStatusChecker#run}): leftovers go to the background, then a check. */
    public void periodicCheck() {
        writePendingIndexingBuffersAsync();
        runLock.lock();
        try {
            runUnlocked();
        } finally {
            runLock.unlock();
        }
    }

    /** Runs a check unless another thread is running one. */
    public boolean tryCheck() {
        if (runLock.tryLock()) {
            try {
                runUnlocked();
            } finally {
                runLock.unlock();
            }
            return true;
        }
        return false;
    }

    /** ES: {@code ShardsIndicesStatusChecker#bytesWritten}: a check every {@code budget / 128} indexed bytes. */
    void bytesWritten(long bytes) {
        long threshold = settings.bytesBetweenChecks();
        long total = bytesSinceCheck.addAndGet(bytes);
        while (total > threshold) {
            if (runLock.tryLock()) {
                try {
                    // Read again: it may have changed since we first looked.
                    total = bytesSinceCheck.get();
                    if (total > threshold) {
                        bytesSinceCheck.addAndGet(-total);
                        runUnlocked();
                    }
                } finally {
                    runLock.unlock();
                }
                // Other threads may have added bytes while we were checking.
                total = bytesSinceCheck.get();
            } else {
                // Another thread is checking; let it do the work.
                break;
            }
        }
    }

    /** ES: {@code runUnlocked}. Must hold {@link #runLock}. */
    private void runUnlocked() {
        // as Elasticsearch checks it: server/src/main/java/org/elasticsearch/indices/IndexingMemoryController.java,
        // ShardsIndicesStatusChecker#runUnlocked
        assert runLock.isHeldByCurrentThread() : "runUnlocked must run under runLock";
        checks.increment();
        long totalUsed = 0;
        long totalWriting = 0;
        for (ShardBuffer shard : shards) {
            long writing = shard.flushingBytes();
            long used = shard.ramBytesUsed() - writing;
            totalWriting += writing;
            // A write that finished between the two reads can leave this negative: the shard holds little, skip it.
            if (used < 0) {
                continue;
            }
            totalUsed += used;
        }

        // Over 1.5x the budget in buffers plus bytes still being written: throttle the shards we pick.
        boolean doThrottle = (totalWriting + totalUsed) > settings.throttleThresholdBytes();

        if (totalUsed > settings.bufferBytes()) {
            List<ShardUsage> queue = new ArrayList<>();
            for (ShardBuffer shard : shards) {
                long used = shard.ramBytesUsed() - shard.flushingBytes();
                if (used > 0) {
                    queue.add(new ShardUsage(shard, used));
                }
            }
            settings.selector().order(queue, lastShardId, random);
            int picked = 0;
            for (ShardUsage usage : queue) {
                dispatchWrite(usage.shard());
                picked++;
                // The whole usage is subtracted even though next-buffer writes only one segment (as in ES).
                totalUsed -= usage.bytesUsed();
                lastShardId = usage.shard().id();
                if (doThrottle && throttled.add(usage.shard())) {
                    usage.shard().activateThrottling();
                }
                if (totalUsed <= settings.bufferBytes()) {
                    break;
                }
            }
            samples.record(Sample.CONTROLLER_SHARDS_PER_CHECK, picked);
        }

        if (!doThrottle) {
            for (ShardBuffer shard : throttled) {
                shard.deactivateThrottling();
            }
            throttled.clear();
        }
    }

    /** Hands a picked shard to whoever writes it under the node's {@link WriteDispatch}. Holds {@link #runLock}. */
    private void dispatchWrite(ShardBuffer shard) {
        switch (settings.dispatch()) {
            case INDEXING_THREADS -> enqueueWrite(shard);
            case REFRESH_POOL -> writeAsync(shard);
        }
    }

    /** Up to 8.10 ({@code writeIndexingBufferAsync}): the write goes to the refresh pool at once, never deduplicated. */
    private void writeAsync(ShardBuffer shard) {
        try {
            background.execute(() -> {
                try {
                    write(shard);
                } catch (Throwable e) {
                    backgroundFailure.compareAndSet(null, e);
                }
            });
        } catch (RejectedExecutionException e) {
            // The node is shutting down: its final refresh writes every buffer anyway.
        }
    }

    private void enqueueWrite(ShardBuffer shard) {
        // A shard already queued is not queued twice: the first write must run before we know what is left.
        if (pendingSet.add(shard)) {
            pendingQueue.addLast(shard);
        }
    }

    /** Writes queued buffers on the calling (indexing) thread. Returns whether anything was written. */
    private boolean writePendingIndexingBuffers() throws IOException {
        boolean wrote = false;
        for (ShardBuffer shard = pendingQueue.pollFirst(); shard != null; shard = pendingQueue.pollFirst()) {
            // Removed from the set first, so several threads may write the same shard at once.
            pendingSet.remove(shard);
            write(shard);
            wrote = true;
        }
        return wrote;
    }

    private void writePendingIndexingBuffersAsync() {
        for (ShardBuffer shard = pendingQueue.pollFirst(); shard != null; shard = pendingQueue.pollFirst()) {
            ShardBuffer picked = shard;
            try {
                background.execute(() -> {
                    pendingSet.remove(picked);
                    try {
                        write(picked);
                    } catch (Throwable e) {
                        backgroundFailure.compareAndSet(null, e);
                    }
                });
            } catch (RejectedExecutionException e) {
                // The node is shutting down: its final refresh writes every buffer anyway.
                pendingSet.remove(picked);
            }
        }
    }

    /** Writes a picked shard's buffer; a write that found nothing to write is not counted. */
    private void write(ShardBuffer shard) throws IOException {
        if (settings.flushMode().write(shard)) {
            writes.increment();
        }
    }

    /** Fails the caller if a background write failed, so no error is lost. */
    public void rethrowBackgroundFailure() throws IOException {
        Failures.throwIfFailed(backgroundFailure.get(), "a background buffer write");
    }

    /** Releases every throttled shard; called when indexing is over. */
    public void releaseThrottles() {
        runLock.lock();
        try {
            throttled.forEach(ShardBuffer::deactivateThrottling);
            throttled.clear();
        } finally {
            runLock.unlock();
        }
    }

    /** Shards waiting for their buffer to be written, in queue order (for tests and diagnostics). */
    public List<ShardBuffer> pendingWrites() {
        return List.copyOf(pendingQueue);
    }
}
