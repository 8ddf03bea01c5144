package ingestlab.node;

import ingestlab.buffer.IndexingBufferController;
import ingestlab.data.BadDocumentException;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.IoStats;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.StoredFieldsBytes;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiReader;
import org.apache.lucene.util.IOUtils;

/**
 * A simulated Elasticsearch node: {@code N} shards sharing one indexing buffer under an
 * {@link IndexingBufferController}, with scheduled controller checks and refreshes. Indexing threads call
 * {@link #index(List)} with a bulk; the node routes each document, indexes it, and lets the controller act after
 * every operation, on the indexing thread.
 */
public final class Node implements Closeable {
    private final Routing routing;
    private final List<Shard> shards;
    private final IoStats io;
    private final MergeStats merges;
    private final SegmentCounter segments;
    private final IndexingBufferController controller;
    private final Refresher refresher;
    private final ScheduledExecutorService scheduler;
    private final ScheduledExecutorService ticker;
    private final AtomicReference<Throwable> backgroundFailure = new AtomicReference<>();
    private final boolean keepIndex;

    private Node(NodeSettings settings, List<Shard> shards, IoStats io, MergeStats merges, SegmentCounter segments,
                 boolean keepIndex) {
        this.routing = new Routing(settings.shards());
        this.shards = List.copyOf(shards);
        this.io = io;
        this.merges = merges;
        this.segments = segments;
        this.keepIndex = keepIndex;
        // Elasticsearch's refresh pool, max(1, min(10, processors / 2)) threads: scheduled refreshes and the
        // controller's leftover writes. The controller's check itself runs on the scheduler thread, as in ES.
        int poolSize = Math.max(1, Math.min(10, Runtime.getRuntime().availableProcessors() / 2));
        this.scheduler = Executors.newScheduledThreadPool(poolSize, daemonThreads("lab-node-refresh-"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(daemonThreads("lab-node-controller-"));
        this.controller = new IndexingBufferController(settings.controller(), this.shards, scheduler);
        this.refresher = new Refresher(this.shards, settings.refresh(), settings.searchIdle(), this::recordFailure);
        long tick = settings.controllerInterval().millis();
        ticker.scheduleWithFixedDelay(this::periodicCheck, tick, tick, TimeUnit.MILLISECONDS);
        refresher.schedule(scheduler);
    }

    /**
     * Creates the shards under {@code settings.directory()} and starts the periodic controller check and refreshes.
     *
     * @param keepIndex commit the shards on close, so the index can be opened afterwards
     */
    public static Node start(NodeSettings settings, boolean keepIndex) throws IOException {
        Files.createDirectories(settings.directory());
        IoStats io = new IoStats();
        MergeStats merges = new MergeStats();
        SegmentCounter segments = new SegmentCounter();
        List<Shard> shards = new ArrayList<>();
        try {
            for (int i = 0; i < settings.shards(); i++) {
                shards.add(new Shard(i, settings.directory().resolve("shard-" + i), settings.writer(), settings.ids(), io,
                        merges, segments));
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(shards);
            throw e;
        }
        return new Node(settings, shards, io, merges, segments, keepIndex);
    }

    private static java.util.concurrent.ThreadFactory daemonThreads(String prefix) {
        AtomicInteger number = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    private void periodicCheck() {
        try {
            controller.periodicCheck();
        } catch (Throwable e) {
            // Recorded, never thrown: an exception escaping a periodic task would silently cancel it.
            recordFailure(e);
        }
    }

    private void recordFailure(Throwable failure) {
        backgroundFailure.compareAndSet(null, failure);
    }

    /**
     * Indexes one bulk on the calling thread. As Elasticsearch splits a bulk into one request per shard, documents
     * are grouped by shard, in shard order; the controller acts after every document it indexed.
     *
     * <p>A document Lucene rejects (an immense term, say) fails the bulk, or with {@code skipRejected} is returned
     * and the bulk goes on, as Elasticsearch fails only that item.
     *
     * @return the documents Lucene rejected (empty unless {@code skipRejected})
     */
    public List<LabDoc> index(List<LabDoc> bulk, boolean skipRejected) throws IOException {
        rethrowBackgroundFailure();
        List<List<LabDoc>> perShard = new ArrayList<>(shards.size());
        for (int i = 0; i < shards.size(); i++) {
            perShard.add(new ArrayList<>());
        }
        for (LabDoc doc : bulk) {
            perShard.get(routing.shardFor(doc.id())).add(doc);
        }
        List<LabDoc> rejected = List.of();
        for (int i = 0; i < shards.size(); i++) {
            Shard shard = shards.get(i);
            for (LabDoc doc : perShard.get(i)) {
                try {
                    shard.index(doc);
                } catch (IllegalArgumentException e) {
                    if (!skipRejected) {
                        throw new BadDocumentException(doc.origin(), "rejected by Lucene: " + e.getMessage());
                    }
                    rejected = rejected.isEmpty() ? new ArrayList<>() : rejected;
                    rejected.add(doc);
                    continue;
                }
                controller.postOperation(doc.sourceBytes());
            }
        }
        return rejected;
    }

    private void rethrowBackgroundFailure() throws IOException {
        Throwable failure = backgroundFailure.get();
        if (failure instanceof IOException e) {
            throw e;
        }
        if (failure != null) {
            throw new UncheckedIOException(new IOException("a background refresh or check failed", failure));
        }
        controller.rethrowBackgroundFailure();
    }

    /**
     * Ends indexing and reads the node's measurements: stops the schedules, refreshes every shard (as the end of a
     * Rally indexing task does), waits for the merges that indexing started, then counts what the readers see.
     */
    public NodeReport finish() throws IOException, InterruptedException {
        ticker.shutdown();
        if (!ticker.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("the controller's check did not stop within 10 minutes");
        }
        scheduler.shutdown();
        if (!scheduler.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("background refreshes did not stop within 10 minutes");
        }
        rethrowBackgroundFailure();
        controller.releaseThrottles();
        for (Shard shard : shards) {
            shard.refresh();
        }
        for (Shard shard : shards) {
            shard.awaitMerges();
        }
        long maxDocs = 0;
        long liveDocs = 0;
        int segmentCount = 0;
        long storeBytes = 0;
        long storedFieldsBytes = 0;
        long throttleNanos = 0;
        for (Shard shard : shards) {
            shard.refresh(); // pick up the merges that finished after the first refresh
            DirectoryReader reader = shard.searcherReader();
            maxDocs += reader.maxDoc();
            liveDocs += reader.numDocs();
            segmentCount += reader.leaves().size();
            storeBytes += shard.storeBytes();
            storedFieldsBytes += StoredFieldsBytes.of(reader);
            throttleNanos += shard.throttleWaitNanos();
            shard.directory().settle();
        }
        IndexingBufferController.Stats stats = controller.stats();
        return new NodeReport(maxDocs, liveDocs, segmentCount, Math.max(segments.max(), segmentCount), storeBytes,
                storedFieldsBytes, io.snapshot(), stats.checks(), stats.writes(), throttleNanos, refresher.refreshes(),
                refresher.nanos(), merges.merges.sum(), merges.nanos.sum());
    }

    /**
     * After {@link #finish()}: the mean time to fetch one whole stored document, over {@code sample} documents picked
     * at random (by {@code seed}) across all shards' final readers, after {@code warmup} untimed fetches.
     */
    public double measureFetch(int sample, int warmup, long seed) throws IOException {
        IndexReader[] readers = new IndexReader[shards.size()];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = shards.get(i).searcherReader();
        }
        try (MultiReader all = new MultiReader(readers, false)) {
            return FetchProbe.meanNanosPerDoc(all, sample, warmup, seed);
        }
    }

    public int shardCount() {
        return shards.size();
    }

    /** The shards, for tests that look inside. */
    List<Shard> shards() {
        return shards;
    }

    @Override
    public void close() throws IOException {
        ticker.shutdownNow();
        scheduler.shutdownNow();
        try {
            ticker.awaitTermination(1, TimeUnit.MINUTES);
            scheduler.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            if (keepIndex) {
                for (Shard shard : shards) {
                    shard.commit();
                }
            }
        } finally {
            IOUtils.close(shards);
        }
    }
}
