package org.elasticsearch.indices;

import ingestlab.reference.BulkReader;
import ingestlab.reference.CauseDeclaringEngine;
import ingestlab.reference.Refreshes;
import ingestlab.reference.Results;
import ingestlab.reference.SegmentSealingDirectory;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.ShardMeter;
import ingestlab.reference.TrialConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.store.FSDirectory;
import org.elasticsearch.cluster.metadata.IndexMetadata;
import org.elasticsearch.cluster.routing.Murmur3HashFunction;
import org.elasticsearch.cluster.routing.RecoverySource;
import org.elasticsearch.cluster.routing.ShardRouting;
import org.elasticsearch.cluster.routing.ShardRoutingState;
import org.elasticsearch.cluster.routing.TestShardRouting;
import org.elasticsearch.common.bytes.BytesArray;
import org.elasticsearch.common.lucene.uid.Versions;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.Index;
import org.elasticsearch.index.IndexVersion;
import org.elasticsearch.index.VersionType;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.mapper.SourceToParse;
import org.elasticsearch.index.seqno.RetentionLeaseSyncer;
import org.elasticsearch.index.seqno.SequenceNumbers;
import org.elasticsearch.index.shard.IndexShard;
import org.elasticsearch.index.shard.IndexShardTestCase;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.index.shard.ShardPath;
import org.elasticsearch.index.store.Store;
import org.elasticsearch.test.DummyShardLock;
import org.elasticsearch.threadpool.ThreadPool;
import org.elasticsearch.xcontent.XContentType;

/**
 * One reference trial: the workload's indices as real primary shards (engine, translog, merge scheduler, Lucene of
 * the engine's version) under a real {@link IndexingMemoryController}, fed the lab's documents by client threads whose
 * shard-level requests run on the node's write pool, as a bulk's do. In this package because the controller's
 * constructor is package-private; a JUnit test because the test framework's shard factory lives in one. Run by
 * {@link ingestlab.reference.ReferenceMain} with {@code -Dreference.config=FILE}.
 */
public class ReferenceTrialTests extends IndexShardTestCase {
    private static final String NODE_ID = "reference-node";
    /** A shard's flushes by cause, shared by its store's directory and its engine. */
    private final Map<ShardId, ShardFlushes> flushes = new ConcurrentHashMap<>();
    /** Per index: documents that asked for a mapping update (none when the lab's mapping was sent). */
    private final Map<String, AtomicLong> mappingUpdates = new ConcurrentHashMap<>();
    /** The indices whose documents are indexed as having ids Elasticsearch generated (the lab's --ids auto). */
    private final Map<String, Boolean> autoIds = new ConcurrentHashMap<>();

    private static TrialConfig config() {
        try {
            return TrialConfig.read(Path.of(System.getProperty("reference.config")));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The node's thread pools sized as the lab's node: processors and the write pool. */
    @Override
    public Settings threadPoolSettings() {
        Settings.Builder settings = Settings.builder().put(super.threadPoolSettings());
        config().nodeSettings().forEach((key, value) -> {
            if (key.startsWith("thread_pool.") || key.equals("node.processors")) {
                settings.put(key, value);
            }
        });
        return settings.build();
    }

    /** Settings the lab may map to (such as a merge factor) log deprecations; they are not failures here. */
    @Override
    protected boolean enableWarningsCheck() {
        return false;
    }

    public void testTrial() throws Exception {
        TrialConfig config = config();
        Settings.Builder nodeSettings = Settings.builder();
        config.nodeSettings().forEach(nodeSettings::put);
        List<IndexShard> shards = new CopyOnWriteArrayList<>();
        IndexingMemoryController controller = new IndexingMemoryController(nodeSettings.build(), threadPool, shards);
        Map<String, List<IndexShard>> byIndex = new LinkedHashMap<>();
        Path data = createTempDir();
        try {
            for (TrialConfig.IndexConfig index : config.indices()) {
                List<IndexShard> indexShards = startIndex(index, data, controller);
                byIndex.put(index.name(), indexShards);
                shards.addAll(indexShards);
            }
            Refreshes refreshes = Refreshes.start(config.indices(), byIndex);
            Instant startedAt = Instant.now();
            long start = System.nanoTime();
            long cpuAtStart = Results.processCpuNanos();
            long docs;
            try {
                docs = index(config, byIndex);
            } finally {
                refreshes.stop();
            }
            long elapsedNanos = System.nanoTime() - start;
            long cpuNanos = Results.processCpuNanos() - cpuAtStart;
            Results results = new Results(docs, startedAt, elapsedNanos, cpuAtStart < 0 ? -1 : cpuNanos);
            for (Map.Entry<String, List<IndexShard>> index : byIndex.entrySet()) {
                results.atAck(index.getKey(), ShardMeter.read(index.getValue(), this::flushesOf));
                results.count(index.getKey(), "mappingUpdates", mappingUpdates.get(index.getKey()).get());
            }
            for (Map.Entry<String, List<IndexShard>> index : byIndex.entrySet()) {
                for (IndexShard shard : index.getValue()) {
                    shard.refresh("reference-final");
                }
                results.atEnd(index.getKey(), ShardMeter.read(index.getValue(), this::flushesOf));
            }
            results.write(config.resultFile());
        } finally {
            controller.close();
            // Without the test framework's history check: it reads every operation of the shard back into memory
            // (EngineTestCase.readAllOperationsInLucene), which at a million documents outgrows the node's heap
            // after the trial's results are written. The trial counts its documents itself (ShardMeter).
            for (IndexShard shard : shards) {
                closeShard(shard, false);
            }
        }
    }

    private ShardFlushes flushesOf(IndexShard shard) {
        return flushes.get(shard.shardId());
    }

    /**
     * The index's primaries, created with the lab's mapping (when it sent one) and recovered from an empty store, each
     * a plain FSDirectory seen through a {@link SegmentSealingDirectory}, each engine a {@link CauseDeclaringEngine}.
     */
    private List<IndexShard> startIndex(TrialConfig.IndexConfig config, Path data, IndexingMemoryController controller)
            throws IOException {
        String uuid = config.name() + "-uuid";
        Settings.Builder settings = Settings.builder()
                .put(indexSettings(IndexVersion.current(), config.shards(), 0).build())
                .put(IndexMetadata.SETTING_INDEX_UUID, uuid);
        config.settings().forEach(settings::put);
        IndexMetadata.Builder metadata = IndexMetadata.builder(config.name()).settings(settings.build())
                .setRoutingNumShards(routingShards(config.shards()))
                .putMapping(config.mapping() != null ? config.mapping() : "{ \"properties\": {} }");
        mappingUpdates.put(config.name(), new AtomicLong());
        autoIds.put(config.name(), config.autoIds());
        for (int i = 0; i < config.shards(); i++) {
            metadata.primaryTerm(i, 1);
        }
        IndexMetadata indexMetadata = metadata.build();
        List<IndexShard> shards = new ArrayList<>();
        for (int i = 0; i < config.shards(); i++) {
            ShardId shardId = new ShardId(new Index(config.name(), uuid), i);
            Path shardDir = data.resolve(uuid).resolve(Integer.toString(i));
            Files.createDirectories(shardDir);
            ShardPath path = new ShardPath(false, shardDir, shardDir, shardId);
            ShardRouting routing = TestShardRouting.newShardRouting(shardId, NODE_ID, true,
                    ShardRoutingState.INITIALIZING, RecoverySource.EmptyStoreRecoverySource.INSTANCE);
            ShardFlushes shardFlushes = new ShardFlushes();
            flushes.put(shardId, shardFlushes);
            IndexShard shard = newShard(routing, path, indexMetadata,
                    indexSettings -> new Store(shardId, indexSettings,
                            new SegmentSealingDirectory(FSDirectory.open(path.resolveIndex()), shardFlushes),
                            new DummyShardLock(shardId)),
                    null, engineConfig -> new CauseDeclaringEngine(engineConfig, shardFlushes), NOOP_GCP_SYNCER,
                    RetentionLeaseSyncer.EMPTY,
                    EMPTY_EVENT_LISTENER, controller);
            recoverShardFromStore(shard);
            shards.add(shard);
        }
        return shards;
    }

    /** Elasticsearch's default number_of_routing_shards: shards times a power of two, up to 1024, one split at least. */
    private static int routingShards(int shards) {
        int log2Shards = 32 - Integer.numberOfLeadingZeros(shards - 1);
        return shards << Math.max(1, 10 - log2Shards);
    }

    /** The clients: each takes the next bulk, splits it by shard and waits for its shard-level requests. */
    private long index(TrialConfig config, Map<String, List<IndexShard>> byIndex) throws Exception {
        ExecutorService write = threadPool.executor(ThreadPool.Names.WRITE);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] indexed = new long[1];
        try (BulkReader reader = new BulkReader(config.documents(), config.bulkSize())) {
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < config.clients(); c++) {
                Thread client = new Thread(() -> {
                    try {
                        for (List<BulkReader.Item> bulk = reader.next(); !bulk.isEmpty() && failure.get() == null;
                                bulk = reader.next()) {
                            List<Future<?>> requests = new ArrayList<>();
                            for (Map.Entry<IndexShard, List<BulkReader.Item>> request : byShard(bulk, byIndex).entrySet()) {
                                requests.add(write.submit(() -> {
                                    indexOnShard(request.getKey(), request.getValue(), config.syncEachRequest());
                                    return null;
                                }));
                            }
                            for (Future<?> request : requests) {
                                request.get();
                            }
                            synchronized (indexed) {
                                indexed[0] += bulk.size();
                            }
                        }
                    } catch (Throwable t) {
                        failure.compareAndSet(null, t);
                    }
                }, "reference-client-" + c);
                clients.add(client);
                client.start();
            }
            for (Thread client : clients) {
                client.join();
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("indexing failed: " + failure.get(), failure.get());
        }
        synchronized (indexed) {
            return indexed[0];
        }
    }

    /** A bulk's shard-level requests, routed by _id as Elasticsearch routes them, in bulk order. */
    private static Map<IndexShard, List<BulkReader.Item>> byShard(List<BulkReader.Item> bulk,
                                                                  Map<String, List<IndexShard>> byIndex) {
        Map<IndexShard, List<BulkReader.Item>> requests = new LinkedHashMap<>();
        for (BulkReader.Item item : bulk) {
            List<IndexShard> shards = byIndex.get(item.index());
            if (shards == null) {
                throw new IllegalArgumentException("a document for index '" + item.index() + "', not in the trial");
            }
            IndexMetadata metadata = shards.get(0).indexSettings().getIndexMetadata();
            int shard = Math.floorMod(Murmur3HashFunction.hash(item.id()), metadata.getRoutingNumShards())
                    / metadata.getRoutingFactor();
            requests.computeIfAbsent(shards.get(shard), s -> new ArrayList<>()).add(item);
        }
        return requests;
    }

    /**
     * One shard-level request on a write thread: each document through the primary's engine (a dynamic mapping
     * update merged under the shard's lock, then the document again), then one translog fsync for the request.
     */
    private void indexOnShard(IndexShard shard, List<BulkReader.Item> items, boolean sync) throws Exception {
        for (BulkReader.Item item : items) {
            SourceToParse source = new SourceToParse(item.id(), new BytesArray(item.source()), XContentType.JSON);
            // A non-negative timestamp marks an id Elasticsearch generated: the engine may append without a lookup
            // (elastic/elasticsearch server/src/main/java/org/elasticsearch/index/engine/InternalEngine.java,
            // canOptimizeAddDocument); -1 (IndexRequest.UNSET_AUTO_GENERATED_TIMESTAMP) is a client's id.
            long autoIdTimestamp = autoIds.get(item.index()) ? System.currentTimeMillis() : -1L;
            Engine.IndexResult result = apply(shard, source, autoIdTimestamp);
            for (int tries = 0; result.getResultType() == Engine.Result.Type.MAPPING_UPDATE_REQUIRED && tries < 3;
                    tries++) {
                mappingUpdates.get(item.index()).incrementAndGet();
                synchronized (shard) {
                    updateMappings(shard, IndexMetadata.builder(shard.indexSettings().getIndexMetadata())
                            .putMapping(result.getRequiredMappingUpdate().toString()).build());
                }
                result = apply(shard, source, autoIdTimestamp);
            }
            if (result.getResultType() != Engine.Result.Type.SUCCESS) {
                throw new IllegalStateException("document " + item.id() + " of index " + item.index() + ": "
                        + result.getResultType(), result.getFailure());
            }
        }
        if (sync) {
            shard.sync();
        }
        shard.updateLocalCheckpointForShard(shard.routingEntry().allocationId().getId(), shard.getLocalCheckpoint());
        shard.afterWriteOperation();
    }

    private static Engine.IndexResult apply(IndexShard shard, SourceToParse source, long autoIdTimestamp)
            throws IOException {
        return shard.applyIndexOperationOnPrimary(Versions.MATCH_ANY, VersionType.INTERNAL, source,
                SequenceNumbers.UNASSIGNED_SEQ_NO, 0, autoIdTimestamp, false);
    }
}
