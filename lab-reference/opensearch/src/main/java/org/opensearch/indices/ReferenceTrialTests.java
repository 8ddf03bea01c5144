package org.opensearch.indices;

import ingestlab.reference.BulkReader;
import ingestlab.reference.EngineApi;
import ingestlab.reference.ReferenceNode;
import ingestlab.reference.SegmentSealingDirectory;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.ShardMeter;
import ingestlab.reference.TrialConfig;
import ingestlab.reference.opensearch.CauseDeclaringEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
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
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.VersionType;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.engine.EngineConfigFactory;
import org.opensearch.index.engine.Segment;
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
 * One reference trial on OpenSearch 2.19.6, as lab-reference's {@code org.elasticsearch.indices.ReferenceTrialTests}
 * runs one on Elasticsearch: what the trial does is {@link ReferenceNode}'s; this class is its {@link EngineApi} in
 * OpenSearch's API (Elasticsearch 7.10's, renamed: its {@code newShard} takes an {@code EngineConfigFactory} and a
 * remote-store path, its {@code scheduledRefresh} is synchronous, its {@code SourceToParse} names the index). In this
 * package because the controller's constructor is package-private; a JUnit test because the test framework's shard
 * factory lives in one. Run by {@link ingestlab.reference.ReferenceMain} with {@code -Dreference.config=FILE}.
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
                .put(IndexMetadata.SETTING_VERSION_CREATED, Version.CURRENT)
                .put(IndexMetadata.SETTING_NUMBER_OF_SHARDS, index.shards())
                .put(IndexMetadata.SETTING_NUMBER_OF_REPLICAS, 0)
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
                null, engineConfig -> new CauseDeclaringEngine(engineConfig, flushes),
                new EngineConfigFactory(new IndexSettings(metadata, metadata.getSettings())), () -> {},
                RetentionLeaseSyncer.EMPTY, EMPTY_EVENT_LISTENER, null, controller);
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
                new SourceToParse(item.index(), item.id(), new BytesArray(item.source()), XContentType.JSON),
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
        shard.scheduledRefresh(); // synchronous in OpenSearch: a failure is thrown
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
        ShardMeter.Searchable searchable = ShardMeter.Searchable.of(shard.segments(false), Segment::isSearch,
                segment -> segment.sizeInBytes);
        return new ShardMeter.Stats(shard.flushStats().getTotal(), shard.refreshStats().getTotal(),
                shard.refreshStats().getExternalTotal(), shard.mergeStats().getTotal(),
                shard.mergeStats().getTotalNumDocs(), shard.mergeStats().getTotalSizeInBytes(),
                shard.mergeStats().getTotalTimeInMillis(), searchable.count(), searchable.bytes(),
                shard.docStats().getCount(), shard.refreshStats().getTotalTimeInMillis(),
                shard.indexingStats().getTotal().getIndexTime().millis());
    }
}
