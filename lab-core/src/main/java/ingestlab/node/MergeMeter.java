package ingestlab.node;

import ingestlab.metrics.Counters;
import ingestlab.metrics.Metric;
import java.io.IOException;
import org.apache.lucene.index.MergePolicy;

/** Counts and times the merges a shard's scheduler runs, whichever scheduler it is. */
final class MergeMeter {
    interface MergeRun {
        void run() throws IOException;
    }

    private final Counters counters;

    MergeMeter(Counters counters) {
        this.counters = counters;
    }

    void measure(MergePolicy.OneMerge merge, MergeRun run) throws IOException {
        long start = System.nanoTime();
        try {
            run.run();
        } finally {
            counters.add(Metric.MERGE_TIME_S, System.nanoTime() - start);
            if (!merge.isAborted()) {
                counters.increment(Metric.MERGES);
                counters.add(Metric.MERGED_SEGMENTS, merge.segments.size());
            }
        }
    }
}
