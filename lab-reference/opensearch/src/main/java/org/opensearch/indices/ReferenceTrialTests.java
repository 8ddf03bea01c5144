package org.opensearch.indices;

import ingestlab.reference.BulkReader;
import ingestlab.reference.SegmentSealingDirectory;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.ShardMeter;
import ingestlab.reference.TrialConfig;
import ingestlab.reference.TrialRun;
import ingestlab.reference.opensearch.CauseDeclaringEngine;
import ingestlab.reference.opensearch.ShardStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.store.FSDirectory;
import org.opensearch.Version;
import org.opensearch.cluster.metadata.IndexMetadata;
import org.opensearch.cluster.routing.Murmur3HashFunction;
import org.opensearch.cluster.routing.RecoverySource;
import org.opensearch.cluster.routing.ShardRouting;
import org.opensearch.cluster.routing.ShardRoutingState;
import org.opensearch.cluster.routing.TestShardRouting;
import org.opensearch.common.lucene.uid.Versions;
import org.opensearch.common.settings.Settings;
import org.opensearch.common.xcontent.XContentType;
import org.opensearch.core.common.bytes.BytesArray;
import org.opensearch.core.index.Index;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.VersionType;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.engine.EngineConfigFactory;
import org.opensearch.index.mapper.SourceToParse;
import org.opensearch.index.seqno.RetentionLeaseSyncer;
import org.opensearch.index.seqno.SequenceNumbers;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.index.shard.IndexShardTestCase;
import org.opensearch.index.shard.ShardPath;
import org.opensearch.index.store.Store;
import org.opensearch.test.DummyShardLock;
import org.opensearch.threadpool.ThreadPool;

/**
 * One OpenSearch reference trial, as lab-reference's {@code org.elasticsearch.indices.ReferenceTrialTests} runs one on
 * Elasticsearch, in OpenSearch 2.19.6's API: the workload's indices as real primary shards (engine, translog, merge
 * scheduler, Lucene 9.12) under a real {@link IndexingMemoryController}, fed the lab's documents by client threads
 * whose shard-level requests run on the node's write pool, as a bulk's do ({@link TrialRun}, given this engine's API as
 * its {@link TrialRun.Node}). In this package because the controller's
 * constructor is package-private; a JUnit test because the test framework's shard factory lives in one. Run by
 * {@link ingestlab.reference.ReferenceMain} with {@code -Dreference.config=FILE}.
 */
public class ReferenceTrialTests extends IndexShardTestCase implements TrialRun.Node<IndexShard> {
    private static final String NODE_ID = "reference-node";
    /** A shard's flushes by cause, shared by its store's directory and its engine. */
    private final Map<ShardId, ShardFlushes> shardFlushes = new ConcurrentHashMap<>();
    /** Per index: documents that asked for a mapping update (none when the lab's mapping was sent). */
    private final Map<String, AtomicLong> mappingUpdates = new ConcurrentHashMap<>();
    /** The indices whose documents are indexed as having ids the node generated (the lab's --ids auto). */
    private final Map<String, Boolean> autoIds = new ConcurrentHashMap<>();
    /** Whether each shard-level request fsyncs the translog before it is acknowledged (durability request). */
    private volatile boolean syncEachRequest;

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
        syncEachRequest = config.syncEachRequest();
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
            TrialRun.run(config, byIndex, threadPool.executor(ThreadPool.Names.WRITE), this);
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

    /**
     * The index's primaries, created with the lab's mapping (when it sent one) and recovered from an empty store, each
     * a plain FSDirectory seen through a {@link SegmentSealingDirectory}, each engine a {@link CauseDeclaringEngine}.
     */
    private List<IndexShard> startIndex(TrialConfig.IndexConfig config, Path data, IndexingMemoryController controller)
            throws IOException {
        String uuid = config.name() + "-uuid";
        Settings.Builder settings = Settings.builder()
                .put(IndexMetadata.SETTING_VERSION_CREATED, Version.CURRENT)
                .put(IndexMetadata.SETTING_NUMBER_OF_SHARDS, config.shards())
                .put(IndexMetadata.SETTING_NUMBER_OF_REPLICAS, 0)
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
            ShardFlushes observed = new ShardFlushes();
            shardFlushes.put(shardId, observed);
            IndexShard shard = newShard(routing, path, indexMetadata,
                    indexSettings -> new Store(shardId, indexSettings,
                            new SegmentSealingDirectory(FSDirectory.open(path.resolveIndex()), observed),
                            new DummyShardLock(shardId)),
                    null, engineConfig -> new CauseDeclaringEngine(engineConfig, observed),
                    new EngineConfigFactory(new IndexSettings(indexMetadata, indexMetadata.getSettings())), () -> {},
                    RetentionLeaseSyncer.EMPTY, EMPTY_EVENT_LISTENER, null, controller);
            recoverShardFromStore(shard);
            shards.add(shard);
        }
        return shards;
    }

    /**
     * The default number_of_routing_shards (Elasticsearch 7's, which OpenSearch keeps): shards times a power of two,
     * up to 1024, one split at least.
     */
    private static int routingShards(int shards) {
        int log2Shards = 32 - Integer.numberOfLeadingZeros(shards - 1);
        return shards << Math.max(1, 10 - log2Shards);
    }

    /** The shard OpenSearch's (OperationRouting) _id routing picks: murmur3 of the id, modulo the routing shards, over the factor. */
    @Override
    public IndexShard route(List<IndexShard> shards, BulkReader.Item item) {
        IndexMetadata metadata = shards.get(0).indexSettings().getIndexMetadata();
        return shards.get(Math.floorMod(Murmur3HashFunction.hash(item.id()), metadata.getRoutingNumShards())
                / metadata.getRoutingFactor());
    }

    @Override
    public void index(IndexShard shard, List<BulkReader.Item> items) throws Exception {
        indexOnShard(shard, items, syncEachRequest);
    }

    @Override
    public void scheduledRefresh(IndexShard shard, Consumer<Exception> failed) {
        shard.scheduledRefresh();
    }

    @Override
    public void finalRefresh(IndexShard shard) {
        shard.refresh("reference-final");
    }

    @Override
    public ShardFlushes flushes(IndexShard shard) {
        return shardFlushes.get(shard.shardId());
    }

    @Override
    public ShardMeter.Stats stats(IndexShard shard) {
        return ShardStats.of(shard);
    }

    @Override
    public long mappingUpdates(String index) {
        return mappingUpdates.get(index).get();
    }

    /**
     * One shard-level request on a write thread: each document through the primary's engine (a dynamic mapping
     * update merged under the shard's lock, then the document again), then one translog fsync for the request.
     */
    private void indexOnShard(IndexShard shard, List<BulkReader.Item> items, boolean sync) throws Exception {
        for (BulkReader.Item item : items) {
            SourceToParse source = new SourceToParse(item.index(), item.id(), new BytesArray(item.source()),
                    XContentType.JSON);
            // A non-negative timestamp marks an id OpenSearch generated: the engine may append without a lookup
            // (opensearch-project/OpenSearch server/src/main/java/org/opensearch/index/engine/InternalEngine.java,
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
