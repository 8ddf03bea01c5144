package ingestlab.reference;

import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.engine.InternalEngine;
import org.elasticsearch.index.engine.Segment;
import org.elasticsearch.index.shard.IndexShard;

/** One Elasticsearch shard's {@link ShardMeter.Stats}: its stats APIs, its searchable segments, its writer's flush count. */
public final class ShardStats {
    private ShardStats() {}

    public static ShardMeter.Stats of(IndexShard shard) {
        long segments = 0;
        long segmentBytes = 0;
        for (Segment segment : shard.segments()) {
            if (segment.isSearch()) {
                segments++;
                segmentBytes += segment.sizeInBytes;
            }
        }
        Engine engine = shard.getEngineOrNull();
        long writerFlushes = engine instanceof InternalEngine internal
                ? WriterProbes.flushCount(CauseDeclaringEngine.writer(internal)) : 0;
        return new ShardMeter.Stats(writerFlushes, shard.flushStats().getTotal(), shard.refreshStats().getTotal(),
                shard.refreshStats().getExternalTotal(), shard.mergeStats().getTotal(),
                shard.mergeStats().getTotalNumDocs(), shard.mergeStats().getTotalSizeInBytes(),
                shard.mergeStats().getTotalTimeInMillis(), segments, segmentBytes, shard.docStats().getCount(),
                shard.refreshStats().getTotalTimeInMillis(), shard.indexingStats().getTotal().getIndexTime().millis());
    }
}
