package ingestlab.reference;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * A reference trial's node, the same on every engine given its {@link EngineApi}: the trial's indices as primaries
 * (each shard's flushes observed), documents routed by _id as the engine routes them, each shard-level request
 * indexed as a primary does (a dynamic mapping update merged, then the document again), and the trial run by
 * {@link TrialRun}.
 *
 * @param <S> the engine's shard
 * @param <M> the engine's index metadata
 */
public final class ReferenceNode<S, M> implements TrialRun.Node<S> {
    /** The mapping of an index the lab maps dynamically: none, so the node maps each new field as it comes. */
    private static final String NO_MAPPING = "{ \"properties\": {} }";
    /** Tries of a document whose mapping update did not take before it is a failure. */
    private static final int MAPPING_TRIES = 3;

    private final TrialConfig config;
    private final EngineApi<S, M> api;
    private final List<S> shards = new CopyOnWriteArrayList<>();
    /** Each shard's flushes by cause, shared by its store's directory and its engine. */
    private final Map<S, ShardFlushes> shardFlushes = new ConcurrentHashMap<>();
    /** Per index: documents that asked for a mapping update (none when the lab's mapping was sent). */
    private final Map<String, AtomicLong> mappingUpdates = new ConcurrentHashMap<>();
    /** The indices whose documents are indexed as having ids the node generated (the lab's --ids auto). */
    private final Map<String, Boolean> autoIds = new ConcurrentHashMap<>();

    public ReferenceNode(TrialConfig config, EngineApi<S, M> api) {
        this.config = config;
        this.api = api;
    }

    /** The node's shards, each added as it starts: the list its indexing memory controller watches. */
    public List<S> shards() {
        return shards;
    }

    /**
     * Starts the trial's indices in {@code data}, runs the trial on the node's {@code write} and {@code refresh} pools
     * ({@link TrialRun#run}) and writes its results; then closes {@code controller} and the shards, however the trial
     * ended.
     */
    public void run(Closeable controller, Path data, ExecutorService write, ExecutorService refresh) throws Exception {
        try {
            Map<String, List<S>> byIndex = new LinkedHashMap<>();
            for (TrialConfig.IndexConfig index : config.indices()) {
                List<S> indexShards = startIndex(index, data);
                byIndex.put(index.name(), indexShards);
                shards.addAll(indexShards);
            }
            TrialRun.run(config, byIndex, write, refresh, this);
        } finally {
            controller.close();
            for (S shard : shards) {
                api.close(shard);
            }
        }
    }

    private List<S> startIndex(TrialConfig.IndexConfig index, Path data) throws IOException {
        String uuid = index.name() + "-uuid";
        M metadata = api.indexMetadata(index, uuid, routingShards(index.shards()),
                index.mapping() != null ? index.mapping() : NO_MAPPING);
        mappingUpdates.put(index.name(), new AtomicLong());
        autoIds.put(index.name(), index.autoIds());
        List<S> shards = new ArrayList<>();
        for (int i = 0; i < index.shards(); i++) {
            Path shardDir = Files.createDirectories(data.resolve(uuid).resolve(Integer.toString(i)));
            ShardFlushes observed = new ShardFlushes();
            S shard = api.startPrimary(metadata, i, shardDir, observed);
            shardFlushes.put(shard, observed);
            shards.add(shard);
        }
        return shards;
    }

    /**
     * Elasticsearch's default {@code number_of_routing_shards} (Elasticsearch 7's, which OpenSearch keeps): shards
     * times a power of two, up to 1024, one split at least.
     */
    static int routingShards(int shards) {
        int log2Shards = 32 - Integer.numberOfLeadingZeros(shards - 1);
        return shards << Math.max(1, 10 - log2Shards);
    }

    /** The shard the engine's _id routing picks: its hash of the id, modulo the routing shards, over the factor. */
    @Override
    public S route(List<S> shards, BulkReader.Item item) {
        int routingShards = routingShards(shards.size());
        return shards.get(Math.floorMod(api.idHash(item.id()), routingShards) / (routingShards / shards.size()));
    }

    /**
     * One shard-level request on a write thread: each document through the primary (a dynamic mapping update merged
     * under the shard's lock, then the document again), then the request's end (one translog fsync with request
     * durability).
     */
    @Override
    public void index(S shard, List<BulkReader.Item> items) throws Exception {
        for (BulkReader.Item item : items) {
            // A non-negative timestamp marks an id the node generated: the engine may append without a lookup
            // (InternalEngine#canOptimizeAddDocument, in Elasticsearch and OpenSearch alike); -1
            // (IndexRequest.UNSET_AUTO_GENERATED_TIMESTAMP) is a client's id.
            long autoIdTimestamp = autoIds.get(item.index()) ? System.currentTimeMillis() : -1L;
            EngineApi.Outcome outcome = api.indexOnPrimary(shard, item, autoIdTimestamp);
            for (int tries = 0; outcome.requiredMapping() != null && tries < MAPPING_TRIES; tries++) {
                mappingUpdates.get(item.index()).incrementAndGet();
                synchronized (shard) {
                    api.updateMapping(shard, outcome.requiredMapping());
                }
                outcome = api.indexOnPrimary(shard, item, autoIdTimestamp);
            }
            if (!outcome.indexed()) {
                String result = outcome.failure() != null ? outcome.failure() : "MAPPING_UPDATE_REQUIRED";
                throw new IllegalStateException("document " + item.id() + " of index " + item.index() + ": " + result,
                        outcome.cause());
            }
        }
        api.endRequest(shard, config.syncEachRequest());
    }

    @Override
    public void scheduledRefresh(S shard, Consumer<Exception> failed) {
        api.scheduledRefresh(shard, failed);
    }

    @Override
    public void finalRefresh(S shard) {
        api.finalRefresh(shard);
    }

    @Override
    public ShardFlushes flushes(S shard) {
        return shardFlushes.get(shard);
    }

    @Override
    public ShardMeter.Stats stats(S shard) {
        return api.stats(shard);
    }

    @Override
    public long mappingUpdates(String index) {
        return mappingUpdates.get(index).get();
    }
}
