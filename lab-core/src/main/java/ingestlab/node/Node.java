package ingestlab.node;

import ingestlab.buffer.IndexingBufferController;
import ingestlab.data.BadDocumentException;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Counters;
import ingestlab.metrics.Counts;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.Metric;
import ingestlab.metrics.NodeSample;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.StoredFieldsBytes;
import ingestlab.translog.Durability;
import ingestlab.util.Failures;
import java.io.Closeable;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.util.ArrayList;

import java.util.Comparator;

import java.util.List;

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
import org.apache.lucene.index.Term;
import org.apache.lucene.util.IOUtils;

/**
 * A simulated Elasticsearch node: {@code N} shards sharing one indexing buffer under an
 * {@link IndexingBufferController}, a write thread pool, scheduled controller checks and refreshes. Clients call
 * {@link #index(List, boolean)} with a bulk; the node splits it by shard, as {@code TransportBulkAction} does, and
 * runs each shard's part under the write pool; the controller acts after every operation, on the indexing thread.
 */
public final class Node implements Closeable {
    private static final long MAX_BACKOFF_MILLIS = 1000;

    private final DocRouter router;
    private final List<Shard> shards; // the primaries
    private final List<List<Shard>> replicas; // each primary's replicas, by shard
    private final List<Shard> copies; // primaries, then replicas: every IndexWriter of the node
    private final VersionMapBytes versionMapBytes;
    private final SearchIdle searchIdle;
    private final double searchRate;
    private volatile ScheduledExecutorService searches; // null until startSearches
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
    private final NodeTranslog translog; // null without a translog
    private final CrashPoint crashPoint;
    private volatile boolean stopping;

    private Node(NodeSettings settings, List<Shard> shards, List<List<Shard>> replicas, Counters counters,
                 Samples samples, SegmentCounter segments, MergeMeter merges, VersionMapBytes versionMapBytes,
                 boolean keepIndex, NodeTranslog translog, CrashPoint crashPoint) {
        this.router = DocRouter.of(settings.shards(), settings.shardSkew(), settings.seed());
        this.shards = List.copyOf(shards);
        this.replicas = replicas.stream().map(List::copyOf).toList();
        List<Shard> all = new ArrayList<>(shards);
        replicas.forEach(all::addAll);
        this.copies = List.copyOf(all);
        this.versionMapBytes = versionMapBytes;
        this.searchRate = settings.searchRate();
        this.counters = counters;
        this.samples = samples;
        this.segments = segments;
        this.merges = merges;
        this.keepIndex = keepIndex;
        this.translog = translog;
        this.crashPoint = crashPoint;
        this.writePool = new WritePool(settings.writeThreads(), settings.writeQueue());
        // Elasticsearch's refresh pool, max(1, min(10, processors / 2)) threads: scheduled refreshes and the
        // controller's leftover writes. The controller's check itself runs on its own scheduler thread, as in ES.
        int poolSize = Math.max(1, Math.min(10, Runtime.getRuntime().availableProcessors() / 2));
        this.scheduler = Executors.newScheduledThreadPool(poolSize, daemonThreads("lab-node-refresh-"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(daemonThreads("lab-node-controller-"));
        // Every copy registers with the controller, as every shard on an Elasticsearch node does, replicas included.
        this.controller = new IndexingBufferController(settings.controller(), copies, scheduler);
        this.searchIdle = new SearchIdle(copies.size(), settings.searchIdle(), System::nanoTime);
        Refresher refresher = new Refresher(copies, settings.refresh(), searchIdle, counters, this::recordFailure);
        if (!settings.controllerInterval().isOff()) {
            long tick = settings.controllerInterval().millis();
            ticker.scheduleWithFixedDelay(this::periodicCheck, tick, tick, TimeUnit.MILLISECONDS);
        }
        refresher.schedule(scheduler);
        if (translog != null) {
            translog.schedule(scheduler);
        }
    }

    /**
     * Creates the shards under {@code settings.directory()} and starts the write pool, the periodic controller check
     * and refreshes.
     *
     * @param keepIndex commit the shards on close, so the index can be opened afterwards
     */
    public static Node start(NodeSettings settings, boolean keepIndex) throws IOException {
        return start(settings, keepIndex, ShardStorage.FILES);
    }

    /** {@link #start(NodeSettings, boolean)} with the shards' directories opened by {@code storage}. */
    public static Node start(NodeSettings settings, boolean keepIndex, ShardStorage storage) throws IOException {
        Files.createDirectories(settings.directory());
        Counters counters = new Counters();
        Samples samples = new Samples();
        SegmentCounter segments = new SegmentCounter();
        MergeMeter merges = new MergeMeter(counters);
        VersionMapBytes versionMapBytes = new VersionMapBytes();
        List<Shard> shards = new ArrayList<>();
        List<List<Shard>> replicas = new ArrayList<>();
        List<Shard> opened = new ArrayList<>();
        CrashPoint crashPoint = new CrashPoint(settings.crashAfter(), settings.directory(),
                settings.translog().durability() == Durability.REQUEST);
        NodeTranslog translog = null;
        try {
            for (int i = 0; i < settings.shards(); i++) {
                opened.add(new Shard(i, storage.open(NodeLayout.primary(settings.directory(), i)), settings.writer(),
                        settings.ids(), counters, samples, segments, merges, versionMapBytes));
                shards.add(opened.getLast());
            }
            for (int i = 0; i < settings.shards(); i++) {
                List<Shard> copies = new ArrayList<>();
                for (int r = 1; r <= settings.replicas(); r++) {
                    // Ids after the primaries', so round-robin visits every copy.
                    opened.add(new Shard(r * settings.shards() + i,
                            storage.open(NodeLayout.replica(settings.directory(), i, r)),
                            settings.writer(), settings.ids(), counters, samples, segments, merges, versionMapBytes));
                    copies.add(opened.getLast());
                }
                replicas.add(copies);
            }
            if (settings.translog().durability().isOn()) {
                // Every copy keeps its own translog, replicas too, as in Elasticsearch; listed by id, as it looks them up.
                List<Shard> byId = opened.stream().sorted(Comparator.comparingInt(Shard::id)).toList();
                translog = NodeTranslog.open(settings.translog(), settings.directory(), byId, counters, crashPoint);
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(opened);
            throw e;
        }
        return new Node(settings, shards, replicas, counters, samples, segments, merges, versionMapBytes, keepIndex,
                translog, crashPoint);
    }

    /**
     * Starts the query load ({@code --search-rate}) with these terms; without a search rate, does nothing.
     */
    public void startSearches(List<Term> terms, long seed) {
        if (searchRate <= 0) {
            return;
        }
        List<List<Shard>> copiesByShard = new ArrayList<>();
        for (int i = 0; i < shards.size(); i++) {
            List<Shard> copiesOfShard = new ArrayList<>(List.of(shards.get(i)));
            copiesOfShard.addAll(replicas.get(i));
            copiesByShard.add(copiesOfShard);
        }
        searches = new SearchLoad(copiesByShard, terms, searchIdle, counters, samples, seed)
                .start(searchRate, this::recordFailure);
    }

    /** Whether the node runs a query load, so that a caller only gathers its terms when needed. */
    public boolean searches() {
        return searchRate > 0;
    }

    static ThreadFactory daemonThreads(String prefix) {
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
     * runs under the write pool, which maps each document just before indexing it: every part but the last on the
     * pool's threads, in parallel, and the last on this thread, since it would only wait (see {@link WritePool}). A
     * part the full queue rejects is resent after a back-off, as a client does after a 429.
     *
     * <p>A document that cannot be mapped, or that Lucene rejects (an immense term, say), fails the bulk, or with
     * {@code skipBad} is returned and the bulk goes on, as Elasticsearch fails only that item.
     *
     * @return the requests not indexed (empty unless {@code skipBad})
     */
    public List<IndexRequest> index(List<IndexRequest> bulk, DocBuilder builder, boolean skipBad)
            throws IOException, InterruptedException {
        rethrowBackgroundFailure();
        List<List<IndexRequest>> perShard = new ArrayList<>(shards.size());
        for (int i = 0; i < shards.size(); i++) {
            perShard.add(new ArrayList<>());
        }
        if (shards.size() == 1) {
            perShard.set(0, bulk); // every id routes to the only shard: no hash, no copy
        } else {
            for (IndexRequest request : bulk) {
                perShard.get(router.shardFor(request.id())).add(request);
            }
        }
        List<Future<List<IndexRequest>>> responses = new ArrayList<>();
        WritePool.Request<List<IndexRequest>> last = null;
        for (int i = 0; i < shards.size(); i++) {
            if (!perShard.get(i).isEmpty()) {
                if (last != null) {
                    responses.add(send(last));
                }
                Shard shard = shards.get(i);
                List<IndexRequest> requests = perShard.get(i);
                last = () -> indexOnShard(shard, requests, builder, skipBad);
            }
        }
        List<IndexRequest> notIndexed = new ArrayList<>();
        Throwable failure = null;
        if (last != null) {
            try {
                notIndexed.addAll(runHere(last));
            } catch (IOException | RuntimeException e) {
                failure = e; // thrown once the other shards have answered
            }
        }
        for (Future<List<IndexRequest>> response : responses) {
            try {
                notIndexed.addAll(response.get());
            } catch (ExecutionException e) {
                // Wait for the other shards' answers before failing, so no request outlives its bulk.
                failure = failure == null ? e.getCause() : failure;
            }
        }
        if (failure != null) {
            throw Failures.rethrow(failure);
        }
        crashPoint.acknowledged(bulk.size() - notIndexed.size());
        return notIndexed;
    }

    /** Queues a shard-level request for the write pool's threads, resending it after a back-off while rejected. */
    private Future<List<IndexRequest>> send(WritePool.Request<List<IndexRequest>> request)
            throws IOException, InterruptedException {
        return untilAccepted(() -> writePool.submit(request));
    }

    /** Runs a shard-level request on this thread under the write pool, retrying after a back-off while rejected. */
    private List<IndexRequest> runHere(WritePool.Request<List<IndexRequest>> request)
            throws IOException, InterruptedException {
        return untilAccepted(() -> writePool.run(request));
    }

    private interface Attempt<T> {
        T run() throws IOException, InterruptedException;
    }

    /** A client's answer to a 429: count it, wait (1 ms, doubling to 1 s) and try again. */
    private <T> T untilAccepted(Attempt<T> attempt) throws IOException, InterruptedException {
        long backoffMillis = 1;
        while (true) {
            try {
                return attempt.run();
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

    /**
     * One shard-level request, in a write pool slot (ES: {@code TransportShardBulkAction}, then {@code postOperation}),
     * replicated: the primary indexes the request, then each replica indexes what the primary accepted, and only then
     * does the shard answer, as {@code ReplicationOperation} (under {@code TransportReplicationAction}) acknowledges
     * once every in-sync copy has the operations. The replicas run on the same thread, since they are on this
     * node, and go through the controller after every operation as any shard does.
     */
    private List<IndexRequest> indexOnShard(Shard shard, List<IndexRequest> requests, DocBuilder builder,
                                            boolean skipBad) throws IOException {
        List<Shard> shardReplicas = replicas.get(shard.id());
        // Kept for the replicas only: without them a mapped document is garbage once Lucene has it, and a bulk's
        // worth of them held to its end would survive young collections for nothing.
        List<LabDoc> indexed = shardReplicas.isEmpty() ? List.of() : new ArrayList<>(requests.size());
        List<IndexRequest> notIndexed = List.of();
        long translogPosition = 0;
        for (IndexRequest request : requests) {
            LabDoc doc;
            try {
                // Mapped here, right before Lucene takes it, so its fields are still in this core's cache.
                doc = builder.build(request.id(), request.source());
                shard.index(doc);
            } catch (BadDocumentException | IllegalArgumentException e) {
                // Unmappable (BadDocumentException), or rejected by Lucene (an immense term, say).
                if (!skipBad) {
                    throw e instanceof BadDocumentException unmappable ? unmappable
                            : new BadDocumentException(request.source().origin(), "rejected by Lucene: " + e.getMessage());
                }
                notIndexed = notIndexed.isEmpty() ? new ArrayList<>() : notIndexed;
                notIndexed.add(request);
                continue;
            }
            if (!shardReplicas.isEmpty()) {
                indexed.add(doc);
            }
            translogPosition = afterOperation(shard, doc);
        }
        afterRequest(shard, translogPosition);
        for (Shard replica : shardReplicas) {
            long replicaPosition = 0;
            for (LabDoc doc : indexed) {
                replica.index(doc);
                replicaPosition = afterOperation(replica, doc);
            }
            afterRequest(replica, replicaPosition);
        }
        return notIndexed;
    }

    /**
     * What follows every operation a copy indexed: its translog entry, the translog's flush check, and the
     * controller's check ({@code IndexingMemoryController#postOperation}).
     *
     * @return the operation's translog position; 0 without a translog
     */
    private long afterOperation(Shard copy, LabDoc doc) throws IOException {
        long position = 0;
        if (translog != null) {
            position = translog.append(copy, doc);
            translog.afterOperation(copy);
        }
        controller.postOperation(doc.sourceBytes());
        return position;
    }

    /** The end of a shard-level request on one copy: with {@code request} durability, the translog's fsync. */
    private void afterRequest(Shard copy, long translogPosition) throws IOException {
        if (translog != null) {
            translog.afterRequest(copy, translogPosition);
        }
    }

    private void rethrowBackgroundFailure() throws IOException {
        Failures.throwIfFailed(backgroundFailure.get(), "a background refresh or check");
        if (translog != null) {
            translog.rethrowFailure();
        }
        controller.rethrowBackgroundFailure();
    }

    /** The counters now, with the node's levels: controller, live segments, routing. */
    public Counts.Builder snapshot() {
        // Routing's outcome is read from the primaries; replicas hold the same documents.
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
                .put(Metric.VERSION_MAP_BYTES_MAX, versionMapBytes.max())
                .put(Metric.SHARD_DOCS_MAX_SHARE, total == 0 ? Double.NaN : busiest / (double) total);
    }

    /** The node now, for the timeline. */
    public NodeSample sample() {
        long docs = 0;
        long used = 0;
        long flushing = 0;
        for (Shard shard : shards) {
            docs += shard.docsIndexed();
        }
        for (Shard shard : copies) {
            long writing = shard.flushingBytes();
            used += Math.max(0, shard.ramBytesUsed() - writing);
            flushing += writing;
        }
        return new NodeSample((System.nanoTime() - startNanos) / 1e9, docs, used, flushing, segments.current(),
                merges.running(), counters.snapshot().build(),
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
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
        stopSearches();
        ticker.shutdown();
        if (!ticker.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("the controller's check did not stop within 10 minutes");
        }
        scheduler.shutdown();
        if (!scheduler.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("background refreshes did not stop within 10 minutes");
        }
        writePool.shutdown(10, TimeUnit.MINUTES);
        if (translog != null) {
            translog.stop(10, TimeUnit.MINUTES);
        }
        rethrowBackgroundFailure();
        controller.releaseThrottles();
        for (Shard shard : copies) {
            shard.refresh();
        }
        for (Shard shard : copies) {
            shard.awaitMerges();
        }
        long maxDocs = 0;
        long liveDocs = 0;
        int segmentCount = 0;
        long storeBytes = 0;
        long storedFieldsBytes = 0;
        for (Shard shard : copies) {
            shard.refresh(); // pick up the merges that finished after the first refresh
            DirectoryReader reader = shard.reader();
            segmentCount += reader.leaves().size();
            storeBytes += shard.storeBytes();
            storedFieldsBytes += StoredFieldsBytes.of(reader);
        }
        long primaryStoreBytes = 0;
        for (Shard shard : shards) {
            DirectoryReader reader = shard.reader();
            maxDocs += reader.maxDoc();
            liveDocs += reader.numDocs();
            primaryStoreBytes += shard.storeBytes();
        }
        Counts counts = snapshot()
                .put(Metric.FINAL_S, (System.nanoTime() - start) / 1e9)
                .put(Metric.SEGMENT_COUNT_FINAL, segmentCount)
                .put(Metric.STORE_BYTES, storeBytes)
                .put(Metric.PRIMARY_STORE_BYTES, primaryStoreBytes)
                .put(Metric.STORED_FIELDS_BYTES, storedFieldsBytes)
                .put(Metric.TRANSLOG_BYTES, translog == null ? 0 : translog.sizeInBytes())
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

    /**
     * After {@link #finish()}: each replica whose live documents differ from its primary's, described; empty when
     * every copy holds what its primary holds.
     */
    public List<String> replicasOutOfStep() throws IOException {
        List<String> differing = new ArrayList<>();
        for (int i = 0; i < shards.size(); i++) {
            int primaryDocs = shards.get(i).reader().numDocs();
            for (Shard replica : replicas.get(i)) {
                int replicaDocs = replica.reader().numDocs();
                if (replicaDocs != primaryDocs) {
                    differing.add("shard " + i + ": replica " + replica.id() + " holds " + replicaDocs
                            + " live documents, its primary " + primaryDocs);
                }
            }
        }
        return differing;
    }

    /** The translog (null without one) and the acknowledgements, for tests that look inside. */
    NodeTranslog translog() {
        return translog;
    }

    CrashPoint crashPoint() {
        return crashPoint;
    }

    /** The shards, for tests that look inside. */
    List<Shard> shards() {
        return shards;
    }

    /** Each shard's replicas, for tests. */
    List<List<Shard>> replicas() {
        return replicas;
    }

    private void stopSearches() throws InterruptedException {
        ScheduledExecutorService running = searches;
        if (running != null) {
            running.shutdownNow();
            running.awaitTermination(1, TimeUnit.MINUTES);
        }
    }

    @Override
    public void close() throws IOException {
        stopping = true;
        if (searches != null) {
            searches.shutdownNow();
        }
        ticker.shutdownNow();
        scheduler.shutdownNow();
        writePool.shutdownNow();
        try {
            stopSearches();
            ticker.awaitTermination(1, TimeUnit.MINUTES);
            scheduler.awaitTermination(1, TimeUnit.MINUTES);
            writePool.shutdown(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            if (translog != null) {
                translog.stop(1, TimeUnit.MINUTES); // no scheduled commit may race the closing one
            }
            if (keepIndex) {
                for (Shard shard : copies) {
                    if (translog != null) {
                        translog.commit(shard); // the translog then holds nothing to replay
                    } else {
                        shard.commit();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            IOUtils.close(translog, () -> IOUtils.close(copies));
        }
    }
}
