package ingestlab.node;

import java.io.IOException;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.MergePolicy;

/**
 * A shard's ConcurrentMergeScheduler as Elasticsearch runs it ({@code ElasticsearchConcurrentMergeScheduler} /
 * {@code EngineMergeScheduler}): it never stalls the indexing threads itself; instead, when more merges are in
 * flight than {@code max_merge_count}, it throttles the shard's indexing to one thread. It also counts and times
 * the merges it runs.
 */
final class ShardMergeScheduler extends ConcurrentMergeScheduler {
    private final MergeMeter meter;
    private final IndexThrottle throttle;
    private int inFlight; // guarded by this
    private boolean throttling; // guarded by this

    ShardMergeScheduler(MergeMeter meter, IndexThrottle throttle) {
        this.meter = meter;
        this.throttle = throttle;
    }

    @Override
    protected boolean maybeStall(MergeSource mergeSource) {
        // Don't stall here: indexing is throttled instead when merges can't keep up (as in Elasticsearch).
        return true;
    }

    @Override
    protected void doMerge(MergeSource mergeSource, MergePolicy.OneMerge merge) throws IOException {
        beforeMerge();
        try {
            meter.measure(merge, () -> super.doMerge(mergeSource, merge));
        } finally {
            afterMerge();
        }
    }

    /** Synchronized, as Elasticsearch's are, so the count and the throttle switch change together. */
    private synchronized void beforeMerge() {
        if (++inFlight > getMaxMergeCount() && !throttling) {
            throttling = true;
            throttle.activate(IndexThrottle.Cause.MERGES);
        }
    }

    private synchronized void afterMerge() {
        if (--inFlight < getMaxMergeCount() && throttling) {
            throttling = false;
            throttle.deactivate(IndexThrottle.Cause.MERGES);
        }
    }
}
