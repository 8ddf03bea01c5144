package ingestlab.node;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.MergePolicy;

/**
 * A shard's ConcurrentMergeScheduler as Elasticsearch runs it ({@code ElasticsearchConcurrentMergeScheduler} /
 * {@code EngineMergeScheduler}): it never stalls the indexing threads itself; instead, when more merges are in
 * flight than {@code max_merge_count}, it throttles the shard's indexing to one thread. It also counts and times
 * the merges it runs.
 */
final class ShardMergeScheduler extends ConcurrentMergeScheduler {
    private final MergeStats stats;
    private final IndexThrottle throttle;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicBoolean throttling = new AtomicBoolean();

    ShardMergeScheduler(MergeStats stats, IndexThrottle throttle) {
        this.stats = stats;
        this.throttle = throttle;
    }

    @Override
    protected boolean maybeStall(MergeSource mergeSource) {
        // Don't stall here: indexing is throttled instead when merges can't keep up (as in Elasticsearch).
        return true;
    }

    @Override
    protected void doMerge(MergeSource mergeSource, MergePolicy.OneMerge merge) throws IOException {
        if (inFlight.incrementAndGet() > getMaxMergeCount() && !throttling.getAndSet(true)) {
            throttle.activate();
        }
        long start = System.nanoTime();
        try {
            super.doMerge(mergeSource, merge);
        } finally {
            stats.nanos.add(System.nanoTime() - start);
            stats.merges.increment();
            if (inFlight.decrementAndGet() < getMaxMergeCount() && throttling.getAndSet(false)) {
                throttle.deactivate();
            }
        }
    }
}
