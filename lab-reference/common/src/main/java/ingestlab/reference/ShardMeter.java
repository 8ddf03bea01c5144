package ingestlab.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * What an index's shards report, summed: the node's own stats (refreshes, the engine's flushes, merges), what the
 * stats leave out, read from the engine (the writer's flush count, the searchable segments), and the flushed
 * segments by cause that {@link ShardFlushes} observed, with each one's bytes.
 *
 * @param writerFlushCount IndexWriter's package-private flush count, which counts every flushed segment and also
 *     every full flush that found nothing to flush (apache/lucene {@code IndexWriter.java}, {@code getReader} and
 *     {@code prepareCommitInternal}): an upper bound, kept for comparison with the observed segments
 * @param controllerWrites the controller's writes that wrote at least one segment (the lab's {@code controller_writes});
 *     {@code controllerCalls} every call of it
 * @param commits the engine's flushes, as its flush stats count them; {@code luceneCommits} the Lucene commit points
 *     written since the trial started (the lab's {@code commits})
 * @param mergedBytes the engine's merge stats' bytes: the size of the segments merged (a merge's inputs,
 *     {@code OneMerge#totalBytesSize}); {@code mergedBytesWritten} the bytes written for the merged segments, as the
 *     lab's {@code merged_bytes} counts them
 */
public record ShardMeter(long writerFlushCount, long flushesByController, long flushesByRefresh, long flushesByCommit,
                         long flushesByLucene, long controllerWrites, long controllerCalls, long commits,
                         long luceneCommits, long refreshes, long externalRefreshes, long merges, long mergedDocs,
                         long mergedBytes, long mergedBytesWritten, long mergeMillis, long segments, long segmentBytes,
                         long liveDocs, long refreshMillis, long indexMillis, List<Long> flushedSegmentBytes) {
    /**
     * What one shard's own stats report, in the engine's API (each harness reads them, {@link EngineApi#stats}).
     *
     * @param commits the engine's flushes (Lucene commits)
     * @param refreshes every refresh, internal ones included; {@code externalRefreshes} the external ones only
     * @param segments searchable segments, {@code segmentBytes} their bytes ({@link Searchable})
     */
    public record Stats(long commits, long refreshes, long externalRefreshes, long merges, long mergedDocs,
                        long mergedBytes, long mergeMillis, long segments, long segmentBytes, long liveDocs,
                        long refreshMillis, long indexMillis) {}

    /** A shard's searchable segments: how many, and their bytes. */
    public record Searchable(long count, long bytes) {
        /** Of the engine's {@code segments}, those {@code searchable} says are, with {@code bytes} each. */
        public static <T> Searchable of(Iterable<T> segments, Predicate<T> searchable, ToLongFunction<T> bytes) {
            long count = 0;
            long total = 0;
            for (T segment : segments) {
                if (searchable.test(segment)) {
                    count++;
                    total += bytes.applyAsLong(segment);
                }
            }
            return new Searchable(count, total);
        }
    }

    /** {@code shards}' meters summed: each one's flushed segments by cause from {@code flushesOf}, its stats from {@code statsOf}. */
    public static <S> ShardMeter sum(List<S> shards, Function<S, ShardFlushes> flushesOf, Function<S, Stats> statsOf) {
        long[] byCause = new long[FlushCause.values().length];
        long controllerWrites = 0;
        long controllerCalls = 0;
        long mergedBytesWritten = 0;
        long luceneCommits = 0;
        long writerFlushCount = 0;
        long[] stats = new long[Stats.class.getRecordComponents().length];
        List<Long> flushed = new ArrayList<>();
        for (S shard : shards) {
            ShardFlushes.Snapshot observed = flushesOf.apply(shard).snapshot();
            for (int i = 0; i < byCause.length; i++) {
                byCause[i] += observed.byCause()[i];
            }
            controllerWrites += observed.controllerWrites();
            controllerCalls += observed.controllerCalls();
            mergedBytesWritten += observed.mergedBytes();
            luceneCommits += observed.luceneCommits();
            writerFlushCount += observed.writerFlushCount();
            flushed.addAll(observed.segmentBytes());
            Stats s = statsOf.apply(shard);
            long[] v = {s.commits, s.refreshes, s.externalRefreshes, s.merges, s.mergedDocs, s.mergedBytes,
                s.mergeMillis, s.segments, s.segmentBytes, s.liveDocs, s.refreshMillis, s.indexMillis};
            for (int i = 0; i < v.length; i++) {
                stats[i] += v[i];
            }
        }
        return new ShardMeter(writerFlushCount, byCause[FlushCause.CONTROLLER.ordinal()],
                byCause[FlushCause.REFRESH.ordinal()], byCause[FlushCause.COMMIT.ordinal()],
                byCause[FlushCause.LUCENE.ordinal()], controllerWrites, controllerCalls, stats[0], luceneCommits,
                stats[1], stats[2], stats[3], stats[4], stats[5], mergedBytesWritten, stats[6], stats[7], stats[8],
                stats[9], stats[10], stats[11], List.copyOf(flushed));
    }
}
