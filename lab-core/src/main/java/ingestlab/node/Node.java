package ingestlab.node;

import ingestlab.buffer.IndexingBufferController;
import ingestlab.data.BadDocumentException;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Counters;
import ingestlab.metrics.Counts;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.Metric;
import ingestlab.metrics.NodeSample;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.StoredFieldsBytes;
import ingestlab.util.Failures;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiReader;
import org.apache.lucene.util.IOUtils;

/**
 * A simulated Elasticsearch node: {@code N} shards sharing one indexing buffer under an
 * {@link IndexingBufferController}, a write thread pool, scheduled controller checks and refreshes. Clients call
 * {@link #index(List, boolean)} with a bulk; the node splits it by shard, as {@code TransportBulkAction} does, and
 * runs each shard's part on the write pool; the controller acts after every operation, on the write thread.
 */
public final class Node implements Closeable {
    private static final long MAX_BACKOFF_MILLIS = 1000;

    private final DocRouter router;
    private final List<Shard> shards;
    private final Counters counters;
    private final Samples samples;
    private final SegmentCounter segments;
    private final MergeMeter merges;
    private final long startNanos = System.nanoTime();
    private final IndexingBufferController controller;
    private final WritePool writePool;
    private final ScheduledExecutorService scheduler;
    private final ScheduledExecutorService ticker;
    private final AtomicReference<Throwable> backgroundFailure = new AtomicReference<>();
    private final boolean keepIndex;
    private volatile boolean stopping;

    private Node(NodeSettings settings, List<Shard> shards, Counters counters, Samples samples,
                 SegmentCounter segments, MergeMeter merges, boolean keepIndex) {
        this.router = DocRouter.of(settings.shards(), settings.shardSkew(), settings.seed());
        this.shards = List.copyOf(shards);
        this.counters = counters;
        this.samples = samples;
        this.segments = segments;
        this.merges = merges;
        this.keepIndex = keepIndex;
        this.writePool = new WritePool(settings.writeThreads(), settings.writeQueue());
        // Elasticsearch's refresh pool, max(1, min(10, processors / 2)) threads: scheduled refreshes and the
        // controller's leftover writes. The controller's check itself runs on its own scheduler thread, as in ES.
        int poolSize = Math.max(1, Math.min(10, Runtime.getRuntime().availableProcessors() / 2));
        this.scheduler = Executors.newScheduledThreadPool(poolSize, daemonThreads("lab-node-refresh-"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(daemonThreads("lab-node-controller-"));
        this.controller = new IndexingBufferController(settings.controller(), this.shards, scheduler);
        SearchIdle searchIdle = new SearchIdle(shards.size(), settings.searchIdle(), System::nanoTime);
        Refresher refresher = new Refresher(this.shards, settings.refresh(), searchIdle, counters, this::recordFailure);
        if (!settings.controllerInterval().isOff()) {
            long tick = settings.controllerInterval().millis();
            ticker.scheduleWithFixedDelay(this::periodicCheck, tick, tick, TimeUnit.MILLISECONDS);
        }
        refresher.schedule(scheduler);
    }

    /**
     * Creates the shards under {@code settings.directory()} and starts the write pool, the periodic controller check
     * and refreshes.
     *
     * @param keepIndex commit the shards on close, so the index can be opened afterwards
     */
    public static Node start(NodeSettings settings, boolean keepIndex) throws IOException {
        Files.createDirectories(settings.directory());
        Counters counters = new Counters();
        Samples samples = new Samples();
        SegmentCounter segments = new SegmentCounter();
        MergeMeter merges = new MergeMeter(counters);
        List<Shard> shards = new ArrayList<>();
        try {
            for (int i = 0; i < settings.shards(); i++) {
                shards.add(new Shard(i, settings.directory().resolve("shard-" + i), settings.writer(), settings.ids(),
                        counters, samples, segments, merges));
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(shards);
            throw e;
        }
        return new Node(settings, shards, counters, samples, segments, merges, keepIndex);
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger number = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Where the node's measurements are counted; clients add theirs (latency, rejections, bad documents) too. */
    public Counters counters() {
        return counters;
    }

    public Samples samples() {
        return samples;
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
     * Indexes one bulk and returns when every shard has answered. The bulk is split by shard and each shard's part
     * runs on the write pool; a part the full queue rejects is resent after a back-off, as a client does after a 429.
     *
     * <p>A document Lucene rejects (an immense term, say) fails the bulk, or with {@code skipRejected} is returned
     * and the bulk goes on, as Elasticsearch fails only that item.
     *
     * @return the documents Lucene rejected (empty unless {@code skipRejected})
     */
    public List<LabDoc> index(List<LabDoc> bulk, boolean skipRejected) throws IOException, InterruptedException {
        rethrowBackgroundFailure();
        List<List<LabDoc>> perShard = new ArrayList<>(shards.size());
        for (int i = 0; i < shards.size(); i++) {
            perShard.add(new ArrayList<>());
        }
        if (shards.size() == 1) {
            perShard.set(0, bulk); // every id routes to the only shard: no hash, no copy
        } else {
            for (LabDoc doc : bulk) {
                perShard.get(router.shardFor(doc.id())).add(doc);
            }
        }
        List<Future<List<LabDoc>>> responses = new ArrayList<>();
        for (int i = 0; i < shards.size(); i++) {
            if (!perShard.get(i).isEmpty()) {
                Shard shard = shards.get(i);
                List<LabDoc> docs = perShard.get(i);
                responses.add(send(() -> indexOnShard(shard, docs, skipRejected)));
            }
        }
        List<LabDoc> rejected = new ArrayList<>();
        Throwable failure = null;
        for (Future<List<LabDoc>> response : responses) {
            try {
                rejected.addAll(response.get());
            } catch (ExecutionException e) {
                // Wait for the other shards' answers before failing, so no request outlives its bulk.
                failure = failure == null ? e.getCause() : failure;
            }
        }
        if (failure != null) {
            throw Failures.rethrow(failure);
        }
        return rejected;
    }

    private Future<List<LabDoc>> send(Callable<List<LabDoc>> request) throws IOException, InterruptedException {
        long backoffMillis = 1;
        while (true) {
            try {
                return writePool.submit(request);
            } catch (RejectedExecutionException e) {
                if (stopping) {
                    throw new IOException("the node is shutting down", e);
                }
                counters.increment(Metric.BULK_REJECTIONS);
                Thread.sleep(backoffMillis);
                backoffMillis = Math.min(MAX_BACKOFF_MILLIS, backoffMillis * 2);
            }
        }
    }

    /** One shard-level request, on a write thread (ES: {@code TransportShardBulkAction}, then {@code postOperation}). */
    private List<LabDoc> indexOnShard(Shard shard, List<LabDoc> docs, boolean skipRejected) throws IOException {
        List<LabDoc> rejected = List.of();
        for (LabDoc doc : docs) {
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
        return rejected;
    }

    private void rethrowBackgroundFailure() throws IOException {
        Failures.throwIfFailed(backgroundFailure.get(), "a background refresh or check");
        controller.rethrowBackgroundFailure();
    }

    /** The counters now, with the node's levels: controller, live segments, routing. */
    public Counts.Builder snapshot() {
        IndexingBufferController.Stats stats = controller.stats();
        long total = 0;
        long busiest = 0;
        for (Shard shard : shards) {
            long docs = shard.docsIndexed();
            total += docs;
            busiest = Math.max(busiest, docs);
        }
        return counters.snapshot()
                .put(Metric.CONTROLLER_CHECKS, stats.checks())
                .put(Metric.CONTROLLER_WRITES, stats.writes())
                .put(Metric.SEGMENT_COUNT, segments.current())
                .put(Metric.SEGMENT_COUNT_MAX, segments.max())
                .put(Metric.SHARD_DOCS_MAX_SHARE, total == 0 ? Double.NaN : busiest / (double) total);
    }

    /** The node now, for the timeline. */
    public NodeSample sample() {
        long docs = 0;
        long used = 0;
        long flushing = 0;
        for (Shard shard : shards) {
            long writing = shard.flushingBytes();
            docs += shard.docsIndexed();
            used += Math.max(0, shard.ramBytesUsed() - writing);
            flushing += writing;
        }
        return new NodeSample((System.nanoTime() - startNanos) / 1e9, docs, used, flushing, segments.current(),
                merges.running(), counters.snapshot().build());
    }

    /**
     * What the node holds once indexing is over and the tail is done.
     *
     * @param counts the counters and the end state ({@code final_s}, {@code segment_count_final}, store size,
     *     {@code docs_verified})
     * @param maxDocs sum of maxDoc over the shards' final readers
     * @param liveDocs sum of numDocs (documents not deleted or replaced) over the same readers
     */
    public record End(Counts counts, long maxDocs, long liveDocs) {}

    /**
     * Ends indexing: stops the schedules, refreshes every shard (as the end of a Rally indexing task does), waits for
     * the merges, refreshes again to see them, and reads the end state.
     */
    public End finish() throws IOException, InterruptedException {
        long start = System.nanoTime();
        stopping = true;
        ticker.shutdown();
        if (!ticker.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("the controller's check did not stop within 10 minutes");
        }
        scheduler.shutdown();
        if (!scheduler.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("background refreshes did not stop within 10 minutes");
        }
        writePool.shutdown(10, TimeUnit.MINUTES);
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
        for (Shard shard : shards) {
            shard.refresh(); // pick up the merges that finished after the first refresh
            DirectoryReader reader = shard.reader();
            maxDocs += reader.maxDoc();
            liveDocs += reader.numDocs();
            segmentCount += reader.leaves().size();
            storeBytes += shard.storeBytes();
            storedFieldsBytes += StoredFieldsBytes.of(reader);
        }
        Counts counts = snapshot()
                .put(Metric.FINAL_S, (System.nanoTime() - start) / 1e9)
                .put(Metric.SEGMENT_COUNT_FINAL, segmentCount)
                .put(Metric.STORE_BYTES, storeBytes)
                .put(Metric.STORED_FIELDS_BYTES, storedFieldsBytes)
                .put(Metric.DOCS_VERIFIED, liveDocs)
                .build();
        return new End(counts, maxDocs, liveDocs);
    }

    /**
     * After {@link #finish()}: the mean time to fetch one whole stored document, over {@code sample} documents picked
     * at random (by {@code seed}) across all shards' final readers, after {@code warmup} untimed fetches.
     */
    public double measureFetch(int sample, int warmup, long seed) throws IOException {
        IndexReader[] readers = new IndexReader[shards.size()];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = shards.get(i).reader();
        }
        try (MultiReader all = new MultiReader(readers, false)) {
            return FetchProbe.meanNanosPerDoc(all, sample, warmup, seed);
        }
    }

    /** The shards, for tests that look inside. */
    List<Shard> shards() {
        return shards;
    }

    @Override
    public void close() throws IOException {
        stopping = true;
        ticker.shutdownNow();
        scheduler.shutdownNow();
        writePool.shutdownNow();
        try {
            ticker.awaitTermination(1, TimeUnit.MINUTES);
            scheduler.awaitTermination(1, TimeUnit.MINUTES);
            writePool.shutdown(1, TimeUnit.MINUTES);
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
