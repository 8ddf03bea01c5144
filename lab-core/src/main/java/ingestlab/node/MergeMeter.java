package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.apache.lucene.index.MergePolicy;

/**
 * Counts and times the merges the shards' schedulers run, whichever scheduler it is: one per index, reporting to its
 * index's registry (which counts for the node too) and its running merges to the node's meter.
 */
final class MergeMeter {
    interface MergeRun {
        void run() throws IOException;
    }

    private final MetricRegistry counters;
    private final MergeMeter node; // null for the node's own meter
    private final AtomicInteger running = new AtomicInteger();
    private final LongAdder mergedDocs = new LongAdder();

    MergeMeter(MetricRegistry counters) {
        this(counters, null);
    }

    /** An index's meter: its merges count in {@code counters}, and run on {@code node} as well. */
    MergeMeter(MetricRegistry counters, MergeMeter node) {
        this.counters = counters;
        this.node = node;
    }

    /** Merges running now, over every shard of the node (or of the index). */
    int running() {
        return running.get();
    }

    /** Documents in the segments finished merges consumed. */
    long mergedDocs() {
        return mergedDocs.sum();
    }

    void measure(MergePolicy.OneMerge merge, MergeRun run) throws IOException {
        long start = System.nanoTime();
        running.incrementAndGet();
        if (node != null) {
            node.running.incrementAndGet();
        }
        try {
            run.run();
        } finally {
            running.decrementAndGet();
            if (node != null) {
                node.running.decrementAndGet();
            }
            counters.add(Metric.MERGE_TIME_S, System.nanoTime() - start);
            if (!merge.isAborted()) {
                counters.increment(Metric.MERGES);
                counters.add(Metric.MERGED_SEGMENTS, merge.segments.size());
                mergedDocs.add(merge.totalNumDocs());
                if (node != null) {
                    node.mergedDocs.add(merge.totalNumDocs());
                }
            }
        }
    }
}
