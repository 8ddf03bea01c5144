package ingestlab.metrics;

import java.io.IOException;
import org.apache.lucene.index.FilterMergePolicy;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.MergeTrigger;
import org.apache.lucene.index.SegmentInfos;

/**
 * Watches one shard's live segments. IndexWriter asks its merge policy for merges after every flush and after
 * every finished merge, handing it the live segment infos, so the count is observed without polling and without
 * Lucene's package-private {@code getSegmentCount()}.
 */
public final class SegmentCountingMergePolicy extends FilterMergePolicy {
    private final SegmentCounter counter;
    private int last; // guarded by the IndexWriter: findMerges is called under its lock

    public SegmentCountingMergePolicy(MergePolicy in, SegmentCounter counter) {
        super(in);
        this.counter = counter;
    }

    @Override
    public MergeSpecification findMerges(MergeTrigger trigger, SegmentInfos infos, MergeContext context) throws IOException {
        synchronized (this) {
            counter.changed(infos.size() - last);
            last = infos.size();
        }
        return super.findMerges(trigger, infos, context);
    }
}
