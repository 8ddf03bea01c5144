package ingestlab.reference;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.List;
import org.apache.lucene.index.IndexWriter;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.engine.Segment;
import org.elasticsearch.index.shard.IndexShard;

/**
 * What an index's shards report, summed: the node's own stats (refreshes, Elasticsearch flushes, merges) and what
 * the stats leave out, read from the engine: Lucene's segment flushes (the writer's flush count) and the searchable
 * segments.
 */
public record ShardMeter(long luceneFlushes, long commits, long refreshes, long externalRefreshes, long merges,
                         long mergedDocs, long mergedBytes, long mergeMillis, long segments, long segmentBytes,
                         long liveDocs, long refreshMillis, long indexMillis) {
    public static ShardMeter read(List<IndexShard> shards) {
        long[] v = new long[13];
        for (IndexShard shard : shards) {
            v[0] += luceneFlushes(shard);
            v[1] += shard.flushStats().getTotal();
            v[2] += shard.refreshStats().getTotal();
            v[3] += shard.refreshStats().getExternalTotal();
            v[4] += shard.mergeStats().getTotal();
            v[5] += shard.mergeStats().getTotalNumDocs();
            v[6] += shard.mergeStats().getTotalSizeInBytes();
            v[7] += shard.mergeStats().getTotalTimeInMillis();
            for (Segment segment : shard.segments()) {
                if (segment.isSearch()) {
                    v[8]++;
                    v[9] += segment.sizeInBytes;
                }
            }
            v[10] += shard.docStats().getCount();
            v[11] += shard.refreshStats().getTotalTimeInMillis();
            v[12] += shard.indexingStats().getTotal().getIndexTime().millis();
        }
        return new ShardMeter(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12]);
    }

    /** The segments the engine's IndexWriter flushed: its private writer's package-private count, read by reflection (no stats count it). */
    private static long luceneFlushes(IndexShard shard) {
        Engine engine = shard.getEngineOrNull();
        if (engine == null) {
            return 0;
        }
        try {
            Field field = engine.getClass().getDeclaredField("indexWriter");
            field.setAccessible(true);
            Method flushCount = IndexWriter.class.getDeclaredMethod("getFlushCount"); // package-private in Lucene 9
            flushCount.setAccessible(true);
            return (Integer) flushCount.invoke(field.get(engine));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the IndexWriter of " + engine.getClass().getName(), e);
        }
    }
}
