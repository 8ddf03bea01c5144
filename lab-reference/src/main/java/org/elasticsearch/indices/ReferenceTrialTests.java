package org.elasticsearch.indices;

import ingestlab.reference.BulkReader;
import ingestlab.reference.CauseDeclaringEngine;
import ingestlab.reference.SegmentSealingDirectory;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.ShardMeter;
import ingestlab.reference.ShardStats;
import ingestlab.reference.TrialConfig;
import ingestlab.reference.TrialRun;
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
import org.elasticsearch.action.ActionListener;
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
 * shard-level requests run on the node's write pool, as a bulk's do ({@link TrialRun}, given this engine's API as its
 * {@link TrialRun.Node}). In this package because the controller's
 * constructor is package-private; a JUnit test because the test framework's shard factory lives in one. Run by
 * {@link ingestlab.reference.ReferenceMain} with {@code -Dreference.config=FILE}.
 */
public class ReferenceTrialTests extends IndexShardTestCase implements TrialRun.Node<IndexShard> {
    private static final String NODE_ID = "reference-node";
    /** A shard's flushes by cause, shared by its store's directory and its engine. */
    private final Map<ShardId, ShardFlushes> shardFlushes = new ConcurrentHashMap<>();
    /** Per index: documents that asked for a mapping update (none when the lab's mapping was sent). */
    private final Map<String, AtomicLong> mappingUpdates = new ConcurrentHashMap<>();
    /** The indices whose documents are indexed as having ids Elasticsearch generated (the lab's --ids auto). */
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
            ShardFlushes observed = new ShardFlushes();
            shardFlushes.put(shardId, observed);
            IndexShard shard = newShard(routing, path, indexMetadata,
                    indexSettings -> new Store(shardId, indexSettings,
                            new SegmentSealingDirectory(FSDirectory.open(path.resolveIndex()), observed),
                            new DummyShardLock(shardId)),
                    null, engineConfig -> new CauseDeclaringEngine(engineConfig, observed), NOOP_GCP_SYNCER,
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

    /** The shard Elasticsearch's _id routing picks: murmur3 of the id, modulo the routing shards, over the factor. */
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
        shard.scheduledRefresh(ActionListener.wrap(refreshed -> {}, failed::accept));
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
