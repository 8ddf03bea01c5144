package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.lucene.index.MergePolicy;

/** Counts and times the merges the shards' schedulers run, whichever scheduler it is; one per node. */
final class MergeMeter {
    interface MergeRun {
        void run() throws IOException;
    }

    private final MetricRegistry counters;
    private final AtomicInteger running = new AtomicInteger();

    MergeMeter(MetricRegistry counters) {
        this.counters = counters;
    }

    /** Merges running now, over every shard of the node. */
    int running() {
        return running.get();
    }

    void measure(MergePolicy.OneMerge merge, MergeRun run) throws IOException {
        long start = System.nanoTime();
        running.incrementAndGet();
        try {
            run.run();
        } finally {
            running.decrementAndGet();
            counters.add(Metric.MERGE_TIME_S, System.nanoTime() - start);
            if (!merge.isAborted()) {
                counters.increment(Metric.MERGES);
                counters.add(Metric.MERGED_SEGMENTS, merge.segments.size());
            }
        }
    }
}
