package ingestlab.node;

import ingestlab.buffer.IndexingBufferController;
import ingestlab.mapping.DocBuilder;
import ingestlab.metrics.Counts;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.NodeSample;
import ingestlab.metrics.ProcessCpu;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SearchResult;
import ingestlab.search.QuerySet;
import ingestlab.search.SearchBench;
import ingestlab.translog.Durability;
import ingestlab.util.Failures;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.AlreadyClosedException;
import org.apache.lucene.util.IOUtils;

/**
 * A simulated Elasticsearch node, its lifecycle: its {@link IndexService}s, one per index, whose copies share one
 * indexing buffer under one {@link IndexingBufferController}, and its threads ({@link NodeThreads}). A bulk goes
 * through a {@link BulkAction} (split by index and shard, fanned out on the write pool), each shard's part through a
 * {@link ShardBulkAction} (primary, then replicas), and after every operation the {@link IndexingOperationListener}s
 * run: the translog, then the controller. A search goes through a {@link SearchAction}. {@link NodeStats} samples it;
 * {@link EndOfTrial} inspects the end.
 */
public final class Node implements Closeable {
    private final List<IndexService> indices; // in the workload's order
    private final NodeServices services;
    private final NodeStats stats;
    private final EndOfTrial endOfTrial;
    private final double searchRate;
    private final SearchAction searchAction;
    private final SearchPhaseAction searchPhaseAction;
    private final IndexingBufferController controller;
    private final NodeThreads threads;
    private final BulkAction bulkAction;
    private final boolean keepIndex;
    private final CrashPoint crashPoint;
    private volatile boolean stopping;

    private Node(NodeSettings settings, List<IndexService> indices, NodeServices services, boolean keepIndex,
                 CrashPoint crashPoint) {
        this.indices = List.copyOf(indices);
        this.services = services;
        this.searchRate = settings.searchRate();
        this.keepIndex = keepIndex;
        this.crashPoint = crashPoint;
        this.threads = new NodeThreads(settings.writeThreads(), settings.writeQueue());
        // Every copy registers with the controller, as every shard on an Elasticsearch node does, replicas included.
        List<Shard> copies = indices.stream().flatMap(index -> index.copies().stream()).toList();
        this.controller = new IndexingBufferController(settings.controller(), settings.seed(), copies, threads.refreshPool,
                services.metrics(), services.samples());
        this.stats = new NodeStats(indices, services);
        this.endOfTrial = new EndOfTrial(indices, services.metrics());
        this.bulkAction = new BulkAction(indices, threads.writePool,
                indices.stream().map(index -> new ShardBulkAction(index.operationListeners(controller))).toList(),
                crashPoint, () -> stopping);
        // The query load searches the first index (a node of one: its only one).
        this.searchAction = new SearchAction(indices.getFirst().copiesByShard(), indices.getFirst().searchIdle());
        this.searchPhaseAction = new SearchPhaseAction(this.indices);
        if (!settings.controllerInterval().isOff()) {
            threads.scheduleControllerCheck(settings.controllerInterval(), controller::periodicCheck);
        }
        for (IndexService index : indices) {
            index.schedule(threads.refreshPool, threads::recordFailure);
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
        NodeServices services = NodeServices.create();
        CrashPoint crashPoint = new CrashPoint(settings.crashAfter(), settings.directory(),
                // Every acknowledged document is durable only if every index syncs its translog per request.
                settings.indices().stream().allMatch(i -> i.translog().durability() == Durability.REQUEST));
        ShardIds ids = new ShardIds(settings.indices());
        List<IndexService> indices = new ArrayList<>();
        try {
            for (IndexSettings index : settings.indices()) {
                indices.add(IndexService.create(index, ids, settings.controller().bufferBytes(), storage, services,
                        crashPoint));
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(indices);
            throw e;
        }
        return new Node(settings, indices, services, keepIndex, crashPoint);
    }

    /**
     * Runs a client's query load ({@code --search-rate} searches a second) on the node's search thread until the node
     * finishes or closes; a failed search fails the next bulk. Without a search rate, does nothing.
     */
    public void startSearches(SearchTask queryLoad) {
        if (searchRate > 0) {
            threads.startSearches(searchRate, queryLoad);
        }
    }

    /** Whether the node runs a query load, so that a caller only gathers its terms when needed. */
    public boolean searches() {
        return searchRate > 0;
    }

    /** One search of the first index ({@link SearchAction}); from one thread at a time, the query load's. */
    public void search(Term term) throws IOException {
        searchAction.execute(term);
    }

    /**
     * Where every value of the trial arrives: totals counted, gauges registered by what holds them. Clients add
     * theirs (latency, rejections, bad documents); the trial registers the heap's.
     */
    public MetricRegistry metrics() {
        return services.metrics();
    }

    public Samples samples() {
        return services.samples();
    }

    /**
     * Indexes one bulk ({@link BulkAction}) and returns when every shard has answered; the parts the full write queue
     * rejected are in the response, for the client to resend.
     */
    BulkResponse bulk(List<IndexRequest> bulk, DocBuilder builder, boolean skipBad)
            throws IOException, InterruptedException {
        return bulk(bulk, List.of(builder), skipBad);
    }

    /** {@link #bulk(List, DocBuilder, boolean)} on a node of many indices: each index's builder, by position. */
    public BulkResponse bulk(List<IndexRequest> bulk, List<DocBuilder> builders, boolean skipBad)
            throws IOException, InterruptedException {
        rethrowBackgroundFailure();
        try {
            return bulkAction.execute(bulk, builders, skipBad);
        } catch (AlreadyClosedException e) {
            throw TragicCause.attach(e, indices);
        }
    }

    private void rethrowBackgroundFailure() throws IOException {
        Failures.throwIfFailed(threads.failure(), "a background refresh or check");
        for (IndexService index : indices) {
            if (index.translog() != null) {
                index.translog().rethrowFailure();
            }
        }
        controller.rethrowBackgroundFailure();
    }

    /** The node now, for the timeline. */
    public NodeSample sample() {
        return stats.sample();
    }

    /**
     * What the node holds once indexing is over and the tail is done.
     *
     * @param counts every value, the end state's included ({@code final_s}, {@code segment_count_final}, store
     *     size, {@code docs_verified})
     * @param maxDocs sum of maxDoc over the shards' final readers
     * @param liveDocs sum of numDocs (documents not deleted or replaced) over the same readers
     */
    public record End(Counts counts, long maxDocs, long liveDocs) {}

    /**
     * Ends indexing: stops the threads, then refreshes every shard, waits for the merges, refreshes again to see
     * them, and reads the end state ({@link EndOfTrial}).
     */
    public End finish() throws IOException, InterruptedException {
        long start = System.nanoTime();
        long cpuStart = ProcessCpu.nanos();
        stopping = true;
        threads.finish();
        for (IndexService index : indices) {
            if (index.translog() != null) {
                index.translog().stop(10, TimeUnit.MINUTES);
            }
        }
        rethrowBackgroundFailure();
        controller.releaseThrottles();
        endOfTrial.inspect(start, cpuStart);
        return new End(services.metrics().atEnd(), endOfTrial.maxDocs(), endOfTrial.liveDocs());
    }

    /**
     * After {@link #finish()}: the mean time to fetch one whole stored document, over {@code sample} documents picked
     * at random (by {@code seed}) across all shards' final readers, after {@code warmup} untimed fetches.
     */
    public double measureFetch(int sample, int warmup, long seed) throws IOException {
        return endOfTrial.measureFetch(sample, warmup, seed);
    }

    /**
     * After {@link #finish()}: one phase of the search benchmark ({@link SearchPhaseAction}) on every index's primaries,
     * each index with its queries (by index name).
     *
     * @param mergedTo the segments per shard {@link #forceMerge} left, or 0 for the index as ingestion left it
     */
    public SearchResult searchPhase(SearchBench bench, Map<String, QuerySet> queries, int mergedTo)
            throws IOException {
        return searchPhaseAction.run(bench, queries, mergedTo);
    }

    /** After {@link #finish()}: force-merges every primary to at most {@code maxSegments} segments. */
    public void forceMerge(int maxSegments) throws IOException {
        searchPhaseAction.forceMerge(maxSegments);
    }

    /**
     * After {@link #finish()}: each replica whose live documents differ from its primary's, described; empty when
     * every copy holds what its primary holds.
     */
    public List<String> replicasOutOfStep() throws IOException {
        return endOfTrial.replicasOutOfStep();
    }

    /** The first index's translog (null without one), for tests that look inside. */
    NodeTranslog translog() {
        return indices.getFirst().translog();
    }

    CrashPoint crashPoint() {
        return crashPoint;
    }

    /** The first index's primaries, for tests that look inside. */
    List<Shard> shards() {
        return indices.getFirst().primaries();
    }

    /** The first index's replicas by shard, for tests. */
    List<List<Shard>> replicas() {
        return indices.getFirst().replicas();
    }

    /** Every index, in the workload's order, for tests. */
    List<IndexService> indices() {
        return indices;
    }

    /** Each index's own results: its values at the last acknowledgement, its end state, its documents. */
    public IndexResults indexResults() {
        return new IndexResults(indices, endOfTrial);
    }

    @Override
    public void close() throws IOException {
        stopping = true;
        threads.stopNow();
        try {
            for (IndexService index : indices) {
                if (index.translog() != null) {
                    index.translog().stop(1, TimeUnit.MINUTES); // no scheduled commit may race the closing one
                }
                if (keepIndex) {
                    index.commitAll();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            IOUtils.close(indices);
        }
    }
}
