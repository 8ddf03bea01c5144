package org.elasticsearch.indices;

import ingestlab.reference.BulkReader;
import ingestlab.reference.CauseDeclaringEngine;
import ingestlab.reference.EngineApi;
import ingestlab.reference.ReferenceNode;
import ingestlab.reference.SegmentSealingDirectory;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.ShardMeter;
import ingestlab.reference.TrialConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
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
import org.elasticsearch.index.IndexVersion;
import org.elasticsearch.index.VersionType;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.engine.Segment;
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
 * One reference trial on Elasticsearch: the workload's indices as real primary shards (engine, translog, merge
 * scheduler, Lucene of the engine's version) under a real {@link IndexingMemoryController}, fed the lab's documents
 * by client threads whose shard-level requests run on the node's write pool, as a bulk's do. What the trial does is
 * {@link ReferenceNode}'s; this class is its {@link EngineApi} in Elasticsearch's API (the same in 8.10.4 and 8.11.4).
 * In this package because the controller's constructor is package-private; a JUnit test because the test framework's
 * shard factory lives in one. Run by {@link ingestlab.reference.ReferenceMain} with {@code -Dreference.config=FILE}.
 */
public class ReferenceTrialTests extends IndexShardTestCase implements EngineApi<IndexShard, IndexMetadata> {
    private static final String NODE_ID = "reference-node";
    /** The node's controller, every shard's indexing listener; set when the trial starts. */
    private IndexingMemoryController controller;

    /** The node's thread pools sized as the lab's node: processors and the write pool. */
    @Override
    public Settings threadPoolSettings() {
        Settings.Builder settings = Settings.builder().put(super.threadPoolSettings());
        TrialConfig.fromSystemProperty().threadPoolSettings().forEach(settings::put);
        return settings.build();
    }

    /** Settings the lab may map to (such as a merge factor) log deprecations; they are not failures here. */
    @Override
    protected boolean enableWarningsCheck() {
        return false;
    }

    public void testTrial() throws Exception {
        TrialConfig config = TrialConfig.fromSystemProperty();
        Settings.Builder nodeSettings = Settings.builder();
        config.nodeSettings().forEach(nodeSettings::put);
        ReferenceNode<IndexShard, IndexMetadata> node = new ReferenceNode<>(config, this);
        controller = new IndexingMemoryController(nodeSettings.build(), threadPool, node.shards());
        node.run(controller, createTempDir(), threadPool.executor(ThreadPool.Names.WRITE),
                threadPool.executor(ThreadPool.Names.REFRESH));
    }

    @Override
    public IndexMetadata indexMetadata(TrialConfig.IndexConfig index, String uuid, int routingShards, String mapping)
            throws IOException {
        Settings.Builder settings = Settings.builder()
                .put(indexSettings(IndexVersion.current(), index.shards(), 0).build())
                .put(IndexMetadata.SETTING_INDEX_UUID, uuid);
        index.settings().forEach(settings::put);
        IndexMetadata.Builder metadata = IndexMetadata.builder(index.name()).settings(settings.build())
                .setRoutingNumShards(routingShards).putMapping(mapping);
        for (int i = 0; i < index.shards(); i++) {
            metadata.primaryTerm(i, 1);
        }
        return metadata.build();
    }

    @Override
    public IndexShard startPrimary(IndexMetadata metadata, int number, Path shardDir, ShardFlushes flushes)
            throws IOException {
        ShardId shardId = new ShardId(metadata.getIndex(), number);
        ShardPath path = new ShardPath(false, shardDir, shardDir, shardId);
        ShardRouting routing = TestShardRouting.newShardRouting(shardId, NODE_ID, true,
                ShardRoutingState.INITIALIZING, RecoverySource.EmptyStoreRecoverySource.INSTANCE);
        IndexShard shard = newShard(routing, path, metadata,
                indexSettings -> new Store(shardId, indexSettings,
                        new SegmentSealingDirectory(FSDirectory.open(path.resolveIndex()), flushes),
                        new DummyShardLock(shardId)),
                null, engineConfig -> new CauseDeclaringEngine(engineConfig, flushes), NOOP_GCP_SYNCER,
                RetentionLeaseSyncer.EMPTY, EMPTY_EVENT_LISTENER, controller);
        recoverShardFromStore(shard);
        return shard;
    }

    @Override
    public int idHash(String id) {
        return Murmur3HashFunction.hash(id);
    }

    @Override
    public Outcome indexOnPrimary(IndexShard shard, BulkReader.Item item, long autoIdTimestamp) throws IOException {
        Engine.IndexResult result = shard.applyIndexOperationOnPrimary(Versions.MATCH_ANY, VersionType.INTERNAL,
                new SourceToParse(item.id(), new BytesArray(item.source()), XContentType.JSON),
                SequenceNumbers.UNASSIGNED_SEQ_NO, 0, autoIdTimestamp, false);
        if (result.getResultType() == Engine.Result.Type.MAPPING_UPDATE_REQUIRED) {
            return Outcome.mappingUpdate(result.getRequiredMappingUpdate().toString());
        }
        return result.getResultType() == Engine.Result.Type.SUCCESS ? Outcome.INDEXED
                : Outcome.failed(result.getResultType().toString(), result.getFailure());
    }

    @Override
    public void updateMapping(IndexShard shard, String mapping) throws IOException {
        updateMappings(shard, IndexMetadata.builder(shard.indexSettings().getIndexMetadata()).putMapping(mapping).build());
    }

    @Override
    public void endRequest(IndexShard shard, boolean sync) throws IOException {
        if (sync) {
            shard.sync();
        }
        shard.updateLocalCheckpointForShard(shard.routingEntry().allocationId().getId(), shard.getLocalCheckpoint());
        shard.afterWriteOperation();
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
    public void close(IndexShard shard) throws IOException {
        closeShard(shard, false);
    }

    @Override
    public ShardMeter.Stats stats(IndexShard shard) {
        ShardMeter.Searchable searchable = ShardMeter.Searchable.of(shard.segments(), Segment::isSearch,
                segment -> segment.sizeInBytes);
        return new ShardMeter.Stats(shard.flushStats().getTotal(), shard.refreshStats().getTotal(),
                shard.refreshStats().getExternalTotal(), shard.mergeStats().getTotal(),
                shard.mergeStats().getTotalNumDocs(), shard.mergeStats().getTotalSizeInBytes(),
                shard.mergeStats().getTotalTimeInMillis(), searchable.count(), searchable.bytes(),
                shard.docStats().getCount(), shard.refreshStats().getTotalTimeInMillis(),
                shard.indexingStats().getTotal().getIndexTime().millis());
    }
}
