package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
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
    private final DocRouter router;
    private final List<Shard> primaries;
    private final List<List<Shard>> replicas; // each primary's replicas, by shard
    private final List<Shard> copies; // primaries, then replicas: every IndexWriter of the index
    private final SearchIdle searchIdle;
    private final NodeTranslog translog; // null without a translog
    private final NodeSettings settings;

    private IndexService(NodeSettings settings, List<Shard> primaries, List<List<Shard>> replicas,
                         NodeTranslog translog) {
        this.settings = settings;
        this.router = DocRouter.of(settings.shards(), settings.shardSkew(), settings.seed());
        this.primaries = List.copyOf(primaries);
        this.replicas = replicas.stream().map(List::copyOf).toList();
        List<Shard> all = new ArrayList<>(primaries);
        replicas.forEach(all::addAll);
        this.copies = List.copyOf(all);
        this.translog = translog;
        this.searchIdle = new SearchIdle(copies.size(), settings.searchIdle(), System::nanoTime);
    }

    /** Creates the index's shards under {@code settings.directory()}, and its translogs when it keeps one. */
    static IndexService create(NodeSettings settings, ShardStorage storage, NodeServices services,
                               CrashPoint crashPoint) throws IOException {
        List<Shard> primaries = new ArrayList<>();
        List<List<Shard>> replicas = new ArrayList<>();
        List<Shard> opened = new ArrayList<>();
        try {
            for (int i = 0; i < settings.shards(); i++) {
                opened.add(open(i, storage.open(NodeLayout.primary(settings.directory(), i)), settings, services));
                primaries.add(opened.getLast());
            }
            for (int i = 0; i < settings.shards(); i++) {
                List<Shard> copies = new ArrayList<>();
                for (int r = 1; r <= settings.replicas(); r++) {
                    // Ids after the primaries', so round-robin visits every copy.
                    opened.add(open(r * settings.shards() + i,
                            storage.open(NodeLayout.replica(settings.directory(), i, r)), settings, services));
                    copies.add(opened.getLast());
                }
                replicas.add(copies);
            }
            NodeTranslog translog = null;
            if (settings.translog().durability().isOn()) {
                // Every copy keeps its own translog, replicas too, as in Elasticsearch; listed by id, as it looks
                // them up.
                List<Shard> byId = opened.stream().sorted(Comparator.comparingInt(Shard::id)).toList();
                translog = NodeTranslog.open(settings.translog(), settings.directory(), byId, services.metrics(),
                        crashPoint);
            }
            return new IndexService(settings, primaries, replicas, translog);
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(opened);
            throw e;
        }
    }

    private static Shard open(int id, Directory directory, NodeSettings settings,
                              NodeServices services) throws IOException {
        return new Shard(id, directory, settings.index(), settings.controller().budgetBytes(), services.metrics(),
                services.samples(),
                services.segments(), services.merges(), services.versionMapBytes());
    }

    /** Starts the scheduled refreshes and, with {@code async} durability, the translog's scheduled fsync. */
    void schedule(ScheduledExecutorService refreshPool, MetricRegistry metrics, Consumer<Throwable> onFailure) {
        new Refresher(copies, settings.refresh(), searchIdle, metrics, onFailure).schedule(refreshPool);
        if (translog != null) {
            translog.schedule(refreshPool);
        }
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
