package ingestlab.node;

import java.io.IOException;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.MergeScheduler;
import org.apache.lucene.index.MergeTrigger;

/**
 * {@code --deterministic}: merges run one at a time on the thread that asked for them, in the order the policy
 * picked them, as Lucene's {@code SerialMergeScheduler} does (luceneutil's nightly "fixed" index uses it), so the
 * segment structure does not depend on thread timing. Counts and times the merges like {@link ShardMergeScheduler}.
 */
final class SerialShardMergeScheduler extends MergeScheduler {
    private final MergeMeter meter;

    SerialShardMergeScheduler(MergeMeter meter) {
        this.meter = meter;
    }

    @Override
    public synchronized void merge(MergeSource source, MergeTrigger trigger) throws IOException {
        for (MergePolicy.OneMerge merge = source.getNextMerge(); merge != null; merge = source.getNextMerge()) {
            MergePolicy.OneMerge next = merge;
            meter.measure(next, () -> source.merge(next));
        }
    }

    @Override
    public void close() {}
}
