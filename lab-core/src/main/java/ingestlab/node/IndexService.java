package ingestlab.node;

import ingestlab.buffer.IndexingBufferController;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.IndexSample;
import ingestlab.metrics.Metric;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.IOUtils;

/**
 * One index on the node, after Elasticsearch's {@code IndexService}
 * ({@code server/src/main/java/org/elasticsearch/index/IndexService.java}): its primaries, each primary's replicas,
 * its routing, its scheduled refreshes and search-idle state, and its translogs. The indexing buffer, the controller
 * and the write and refresh pools belong to the node and are shared by whatever indices it holds.
 */
final class IndexService implements Closeable {
    private final IndexSettings settings;
    private final NodeServices services; // the index's own: they count for the node too
    private final DocRouter router;
    private final List<Shard> primaries;
    private final List<List<Shard>> replicas; // each primary's replicas, by shard
    private final List<Shard> copies; // primaries, then replicas: every IndexWriter of the index
    private final SearchIdle searchIdle;
    private final NodeTranslog translog; // null without a translog
    private final LongAdder refreshesSkippedIdle = new LongAdder();
    private final AtomicLong bufferMaxBytes = new AtomicLong();

    private IndexService(IndexSettings settings, NodeServices services, List<Shard> primaries,
                         List<List<Shard>> replicas, NodeTranslog translog) {
        this.settings = settings;
        this.services = services;
        this.router = DocRouter.of(settings.shards(), settings.shardSkew(), settings.seed());
        this.primaries = List.copyOf(primaries);
        this.replicas = replicas.stream().map(List::copyOf).toList();
        List<Shard> all = new ArrayList<>(primaries);
        replicas.forEach(all::addAll);
        this.copies = List.copyOf(all);
        this.translog = translog;
        this.searchIdle = new SearchIdle(copies.size(), settings.searchIdle(), System::nanoTime);
    }

    /**
     * Creates the index's shards under {@code settings.directory()}, and its translogs when it keeps one.
     *
     * @param node the node's services; the index reports to its own, which count for the node's too
     * @param ids the node-unique id of each copy
     * @param ramBufferBytes the node's indexing buffer, every IndexWriter's RAM buffer
     */
    static IndexService create(IndexSettings settings, ShardIds ids, long ramBufferBytes, ShardStorage storage,
                               NodeServices node, CrashPoint crashPoint) throws IOException {
        NodeServices services = node.forIndex();
        List<Shard> primaries = new ArrayList<>();
        List<List<Shard>> replicas = new ArrayList<>();
        List<Shard> opened = new ArrayList<>();
        try {
            for (int i = 0; i < settings.shards(); i++) {
                opened.add(open(ids.of(settings, i, 0), i, storage.open(NodeLayout.primary(settings.directory(), i)),
                        settings, ramBufferBytes, services));
                primaries.add(opened.getLast());
            }
            for (int i = 0; i < settings.shards(); i++) {
                List<Shard> copies = new ArrayList<>();
                for (int r = 1; r <= settings.replicas(); r++) {
                    // Copy numbers after the primaries', as the translog and search-idle state list them.
                    opened.add(open(ids.of(settings, i, r), r * settings.shards() + i,
                            storage.open(NodeLayout.replica(settings.directory(), i, r)), settings, ramBufferBytes,
                            services));
                    copies.add(opened.getLast());
                }
                replicas.add(copies);
            }
            NodeTranslog translog = null;
            if (settings.translog().durability().isOn()) {
                // Every copy keeps its own translog, replicas too, as in Elasticsearch; listed by copy number, as it
                // looks them up.
                List<Shard> byCopy = opened.stream().sorted(Comparator.comparingInt(Shard::copy)).toList();
                translog = NodeTranslog.open(settings.translog(), settings.directory(), byCopy, services.metrics(),
                        crashPoint);
            }
            return new IndexService(settings, services, primaries, replicas, translog);
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(opened);
            throw e;
        }
    }

    private static Shard open(int id, int copy, Directory directory, IndexSettings settings, long ramBufferBytes,
                              NodeServices services) throws IOException {
        return new Shard(id, copy, directory, settings.shardConfig(), ramBufferBytes, services.metrics(),
                services.samples(), services.segments(), services.merges(), services.versionMapBytes());
    }

    /**
     * What runs after every operation on a copy of this index: its translog's entry and flush check, then the
     * controller's check, registered as {@code IndicesService} registers {@code IndexingMemoryController} as an
     * {@code IndexingOperationListener}; after every request, the index's buffer is sampled.
     */
    List<IndexingOperationListener> operationListeners(IndexingBufferController controller) {
        List<IndexingOperationListener> listeners = new ArrayList<>();
        if (translog != null) {
            listeners.add(translog);
        }
        listeners.add(new IndexingOperationListener() {
            @Override
            public void postIndex(Shard copy, LabDoc doc, CopyRequest request) throws IOException {
                controller.postOperation(doc.sourceBytes());
            }

            @Override
            public void afterRequest(Shard copy, CopyRequest request) {
                sampleBuffer();
            }
        });
        return listeners;
    }

    /** Starts the scheduled refreshes and, with {@code async} durability, the translog's scheduled fsync. */
    void schedule(ScheduledExecutorService refreshPool, Consumer<Throwable> onFailure) {
        new Refresher(copies, settings.refresh(), searchIdle, services.metrics(), refreshesSkippedIdle, onFailure)
                .schedule(refreshPool);
        if (translog != null) {
            translog.schedule(refreshPool);
        }
    }

    IndexSettings settings() {
        return settings;
    }

    String name() {
        return settings.name();
    }

    double share() {
        return settings.share();
    }

    /** The index's own metrics, samples, segment count and merges. */
    NodeServices services() {
        return services;
    }

    /**
     * After a shard-level request on one of its copies: the buffer the index's copies hold now, kept if the most yet.
     * Read on the indexing thread, where the buffer grows.
     */
    void sampleBuffer() {
        long used = 0;
        for (Shard copy : copies) {
            used += copy.ramBytesUsed();
        }
        bufferMaxBytes.accumulateAndGet(used, Math::max);
    }

    long bufferMaxBytes() {
        return bufferMaxBytes.get();
    }

    long refreshesSkippedIdle() {
        return refreshesSkippedIdle.sum();
    }

    /** The index now, for the timeline: the controller's view of its buffer, its documents and segments. */
    IndexSample sample() {
        long docs = 0;
        long used = 0;
        long flushing = 0;
        for (Shard shard : primaries) {
            docs += shard.docsIndexed();
        }
        for (Shard shard : copies) {
            long writing = shard.flushingBytes();
            used += Math.max(0, shard.ramBytesUsed() - writing);
            flushing += writing;
        }
        return new IndexSample(name(), docs, used, flushing, services.segments().current(),
                services.metrics().total(Metric.REFRESHES), refreshesSkippedIdle.sum());
    }

    /** Buffer writes the controller made on the index's copies. */
    long controllerWrites() {
        return copies.stream().mapToLong(Shard::controllerWrites).sum();
    }

    /** The shard number a document's id routes to. */
    int shardFor(String id) {
        return router.shardFor(id);
    }

    int numberOfShards() {
        return primaries.size();
    }

    List<Shard> primaries() {
        return primaries;
    }

    /** Each primary's replicas, by shard number. */
    List<List<Shard>> replicas() {
        return replicas;
    }

    /** Every copy: the primaries, then the replicas. */
    List<Shard> copies() {
        return copies;
    }

    /** Each shard's copies, primary first, for the query load. */
    List<List<Shard>> copiesByShard() {
        List<List<Shard>> byShard = new ArrayList<>();
        for (int i = 0; i < primaries.size(); i++) {
            List<Shard> copiesOfShard = new ArrayList<>(List.of(primaries.get(i)));
            copiesOfShard.addAll(replicas.get(i));
            byShard.add(copiesOfShard);
        }
        return byShard;
    }

    SearchIdle searchIdle() {
        return searchIdle;
    }

    /** The translogs; null without one. */
    NodeTranslog translog() {
        return translog;
    }

    /** Commits every copy, so the index can be opened after the trial ({@code --keep-index}). */
    void commitAll() throws IOException {
        for (Shard shard : copies) {
            if (translog != null) {
                translog.commit(shard); // the translog then holds nothing to replay
            } else {
                shard.commit();
            }
        }
    }

    @Override
    public void close() throws IOException {
        IOUtils.close(translog, () -> IOUtils.close(copies));
    }
}
