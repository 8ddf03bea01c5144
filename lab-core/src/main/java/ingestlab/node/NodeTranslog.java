package ingestlab.node;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import ingestlab.translog.Durability;
import ingestlab.translog.Translog;
import ingestlab.translog.TranslogOp;
import ingestlab.translog.TranslogSettings;
import ingestlab.util.Failures;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.util.IOUtils;

/**
 * The node's translogs, one per shard, and the commits they trigger, after Elasticsearch's {@code InternalEngine}
 * and {@code IndexShard}:
 * <ul>
 *   <li>an operation is appended after Lucene has it ({@code InternalEngine#index}: {@code indexIntoLucene}, then
 *       {@code translog.add});</li>
 *   <li>{@code request}: each shard-level request fsyncs once before it answers ({@code TransportWriteAction}'s
 *       {@code ensureTranslogSynced} for the request's last location); {@code async}: a scheduled task fsyncs every
 *       shard every sync interval ({@code IndexService#maybeFSyncTranslogs});</li>
 *   <li>after each operation, a shard whose uncommitted translog reached the flush threshold, or whose last commit is
 *       older than the flush age, gets a commit on the flush pool, one at a time
 *       ({@code IndexShard#afterWriteOperation} → {@code shouldPeriodicallyFlush}); the commit rolls the translog to a
 *       new generation, commits Lucene with that generation in its user data, and deletes the older generations
 *       ({@code InternalEngine#flush}, {@code Translog#trimUnreferencedReaders}).</li>
 * </ul>
 * Operations that land in the new generation before the commit is taken are in both; recovery replays them as
 * updates of their id, so replaying twice is harmless, as Elasticsearch's replay is.
 */
public final class NodeTranslog implements IndexingOperationListener, Closeable {
    /** The commit user-data key that holds the first translog generation the commit does not cover. */
    public static final String GENERATION_KEY = "translog_generation";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final TranslogSettings settings;
    private final List<Translog> translogs;
    private final MetricRegistry counters;
    private final CrashPoint crashPoint;
    private final AtomicLong syncMark; // null unless async
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicBoolean[] commitPending;
    private final AtomicLongArray lastCommitNanos;
    // Elasticsearch's flush pool: max(1, min(5, processors / 2)) threads.
    private final ExecutorService flushPool = Executors.newFixedThreadPool(
            Math.max(1, Math.min(5, Runtime.getRuntime().availableProcessors() / 2)), NodeThreads.daemonThreads("lab-node-flush-"));

    private NodeTranslog(TranslogSettings settings, List<Shard> shards, List<Translog> translogs, MetricRegistry counters,
                         CrashPoint crashPoint) {
        this.settings = settings;
        this.translogs = translogs;
        this.counters = counters;
        this.crashPoint = crashPoint;
        this.syncMark = settings.durability() == Durability.ASYNC ? crashPoint.syncMark() : null;
        this.commitPending = new AtomicBoolean[shards.size()];
        this.lastCommitNanos = new AtomicLongArray(shards.size());
        counters.register(Metric.TRANSLOG_BYTES, this::sizeInBytesUnchecked);
        long now = System.nanoTime();
        for (int i = 0; i < shards.size(); i++) {
            commitPending[i] = new AtomicBoolean();
            lastCommitNanos.set(i, now);
        }
    }

    /**
     * Starts a translog at generation 1 for each shard and commits each empty shard pointing at it, as Elasticsearch
     * creates an empty commit for a new shard ({@code Store#createEmpty}), so recovery always has a commit to open.
     */
    static NodeTranslog open(TranslogSettings settings, Path node, List<Shard> shards, MetricRegistry counters,
                             CrashPoint crashPoint) throws IOException {
        List<Translog> translogs = new ArrayList<>();
        try {
            for (Shard shard : shards) {
                translogs.add(Translog.create(NodeLayout.translog(node, shard.copy()), 1, counters));
                shard.commit(Map.of(GENERATION_KEY, "1"));
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(translogs);
            throw e;
        }
        return new NodeTranslog(settings, shards, translogs, counters, crashPoint);
    }

    /** Appends an operation Lucene has indexed; returns its position in the shard's translog. */
    long append(Shard shard, LabDoc doc) throws IOException {
        return translogs.get(shard.copy()).add(new TranslogOp(doc.id(), sourceBytes(doc.source())));
    }

    /** The source as the client sent it: the JSON line, or for a dataset kept without JSON, its fields as JSON. */
    static byte[] sourceBytes(SourceDoc source) {
        if (source.json() != null) {
            return source.json();
        }
        try {
            return JSON.writeValueAsBytes(source.source());
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** After an operation Lucene has indexed: its entry, then the flush check ({@code afterWriteOperation}). */
    @Override
    public void postIndex(Shard copy, LabDoc doc, CopyRequest request) throws IOException {
        request.translogPosition(append(copy, doc));
        afterOperation(copy);
    }

    @Override
    public void afterRequest(Shard copy, CopyRequest request) throws IOException {
        afterRequest(copy, request.translogPosition());
    }

    /** After an operation: schedules a commit if the shard's translog is over a flush threshold. */
    void afterOperation(Shard shard) {
        int id = shard.copy();
        Translog translog = translogs.get(id);
        long uncommitted = translog.uncommittedBytes();
        boolean overSize = uncommitted >= settings.flushThresholdBytes();
        boolean overAge = System.nanoTime() - lastCommitNanos.get(id) >= settings.flushAgeMillis() * 1_000_000;
        if ((overSize || overAge) && commitPending[id].compareAndSet(false, true)) {
            flushPool.execute(() -> {
                try {
                    commit(shard);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e); // recorded, and rethrown to the next bulk
                } finally {
                    commitPending[id].set(false);
                }
            });
        }
    }

    /** Before a shard-level request answers: with {@code request}, its operations are fsynced. */
    void afterRequest(Shard shard, long lastPosition) throws IOException {
        if (settings.durability() == Durability.REQUEST) {
            translogs.get(shard.copy()).syncUpTo(lastPosition);
        }
    }

    /** Starts the scheduled fsync of {@code async} on {@code scheduler}. */
    void schedule(ScheduledExecutorService scheduler) {
        if (settings.durability() != Durability.ASYNC) {
            return;
        }
        long interval = settings.syncIntervalMillis();
        scheduler.scheduleWithFixedDelay(this::syncAll, interval, interval, TimeUnit.MILLISECONDS);
    }

    /** The scheduled fsync of {@code async}: every shard's translog, then the acknowledgements it made durable. */
    void syncAll() {
        try {
            long acknowledged = crashPoint.acknowledged();
            for (Translog translog : translogs) {
                translog.sync();
            }
            CrashPoint.synced(syncMark, acknowledged);
        } catch (Throwable e) {
            failure.compareAndSet(null, e); // never thrown: it would cancel the schedule
        }
    }

    /** Rolls the translog, commits Lucene pointing at the new generation, and deletes the generations before it. */
    void commit(Shard shard) throws IOException {
        long start = System.nanoTime();
        Translog translog = translogs.get(shard.copy());
        long generation = translog.rollGeneration();
        shard.commit(Map.of(GENERATION_KEY, Long.toString(generation)));
        translog.trimBelow(generation);
        lastCommitNanos.set(shard.copy(), System.nanoTime());
        counters.increment(Metric.COMMITS);
        counters.add(Metric.COMMIT_TIME_S, System.nanoTime() - start);
    }

    /** Throws the first failure of a scheduled sync or commit, if one failed. */
    void rethrowFailure() throws IOException {
        Failures.throwIfFailed(failure.get(), "a translog sync or commit");
    }

    /** Waits for scheduled commits to finish; no new ones start. */
    void stop(long timeout, TimeUnit unit) throws InterruptedException, IOException {
        flushPool.shutdown();
        if (!flushPool.awaitTermination(timeout, unit)) {
            throw new IOException("translog commits did not finish within " + timeout + " " + unit);
        }
    }

    /** Bytes of every shard's translog files. */
    long sizeInBytes() throws IOException {
        long total = 0;
        for (Translog translog : translogs) {
            total += translog.sizeInBytes();
        }
        return total;
    }

    private long sizeInBytesUnchecked() {
        try {
            return sizeInBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        flushPool.shutdownNow();
        IOUtils.close(translogs);
    }
}
