package ingestlab.reference;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.lucene.index.IndexWriter;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.engine.InternalEngine;
import org.elasticsearch.index.engine.Segment;
import org.elasticsearch.index.shard.IndexShard;

/**
 * What an index's shards report, summed: the node's own stats (refreshes, Elasticsearch flushes, merges), what the
 * stats leave out, read from the engine (the writer's flush count, the searchable segments), and the flushed
 * segments by cause that {@link ShardFlushes} observed, with each one's bytes.
 *
 * @param writerFlushCount IndexWriter's package-private flush count, which counts every flushed segment and also
 *     every full flush that found nothing to flush (apache/lucene {@code IndexWriter.java}, {@code getReader} and
 *     {@code prepareCommitInternal}): an upper bound, kept for comparison with the observed segments
 */
public record ShardMeter(long writerFlushCount, long flushesByController, long flushesByRefresh, long flushesByCommit,
                         long flushesByLucene, long controllerWrites, long commits, long refreshes,
                         long externalRefreshes, long merges, long mergedDocs, long mergedBytes, long mergeMillis,
                         long segments, long segmentBytes, long liveDocs, long refreshMillis, long indexMillis,
                         List<Long> flushedSegmentBytes) {
    public static ShardMeter read(List<IndexShard> shards, Function<IndexShard, ShardFlushes> flushesOf) {
        long[] v = new long[18];
        List<Long> flushed = new ArrayList<>();
        for (IndexShard shard : shards) {
            v[0] += writerFlushCount(shard);
            ShardFlushes.Snapshot observed = flushesOf.apply(shard).snapshot();
            for (FlushCause cause : FlushCause.values()) {
                v[1 + cause.ordinal()] += observed.byCause()[cause.ordinal()];
            }
            v[5] += observed.controllerWrites();
            flushed.addAll(observed.segmentBytes());
            v[6] += shard.flushStats().getTotal();
            v[7] += shard.refreshStats().getTotal();
            v[8] += shard.refreshStats().getExternalTotal();
            v[9] += shard.mergeStats().getTotal();
            v[10] += shard.mergeStats().getTotalNumDocs();
            v[11] += shard.mergeStats().getTotalSizeInBytes();
            v[12] += shard.mergeStats().getTotalTimeInMillis();
            for (Segment segment : shard.segments()) {
                if (segment.isSearch()) {
                    v[13]++;
                    v[14] += segment.sizeInBytes;
                }
            }
            v[15] += shard.docStats().getCount();
            v[16] += shard.refreshStats().getTotalTimeInMillis();
            v[17] += shard.indexingStats().getTotal().getIndexTime().millis();
        }
        return new ShardMeter(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
                v[14], v[15], v[16], v[17], List.copyOf(flushed));
    }

    /** IndexWriter's flush count, read by reflection: it is package-private in Lucene 9, and no stats count it. */
    private static long writerFlushCount(IndexShard shard) {
        Engine engine = shard.getEngineOrNull();
        if (!(engine instanceof InternalEngine internal)) {
            return 0;
        }
        try {
            Method flushCount = IndexWriter.class.getDeclaredMethod("getFlushCount");
            flushCount.setAccessible(true);
            return (Integer) flushCount.invoke(CauseDeclaringEngine.writer(internal));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the flush count of the IndexWriter", e);
        }
    }
}
