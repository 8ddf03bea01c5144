package ingestlab.reference.opensearch;

import ingestlab.reference.ShardMeter;
import ingestlab.reference.WriterProbes;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.engine.InternalEngine;
import org.opensearch.index.engine.Segment;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.index.shard.IndexShardTestCase;

/** One OpenSearch shard's {@link ShardMeter.Stats}: its stats APIs, its searchable segments, its writer's flush count. */
public final class ShardStats {
    private ShardStats() {}

    public static ShardMeter.Stats of(IndexShard shard) {
        long segments = 0;
        long segmentBytes = 0;
        for (Segment segment : shard.segments(false)) {
            if (segment.isSearch()) {
                segments++;
                segmentBytes += segment.sizeInBytes;
            }
        }
        Engine engine = IndexShardTestCase.getEngine(shard); // IndexShard#getEngineOrNull is protected in 2.19
        long writerFlushes = engine instanceof InternalEngine internal
                ? WriterProbes.flushCount(CauseDeclaringEngine.writer(internal)) : 0;
        return new ShardMeter.Stats(writerFlushes, shard.flushStats().getTotal(), shard.refreshStats().getTotal(),
                shard.refreshStats().getExternalTotal(), shard.mergeStats().getTotal(),
                shard.mergeStats().getTotalNumDocs(), shard.mergeStats().getTotalSizeInBytes(),
                shard.mergeStats().getTotalTimeInMillis(), segments, segmentBytes, shard.docStats().getCount(),
                shard.refreshStats().getTotalTimeInMillis(), shard.indexingStats().getTotal().getIndexTime().millis());
    }
}
