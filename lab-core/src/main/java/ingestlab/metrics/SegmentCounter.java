package ingestlab.metrics;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The live segment count summed over a node's shards, and the largest sum seen. Each shard reports its own count
 * whenever it changes; the node-wide maximum is exact, not sampled.
 */
public final class SegmentCounter {
    private final AtomicInteger total = new AtomicInteger();
    private final AtomicInteger max = new AtomicInteger();
    private final SegmentCounter parent; // the node's, for an index's counter; else null

    /** A counter no trial reads (a shard on its own, in tests). */
    public SegmentCounter() {
        this.parent = null;
    }

    /** The node's counter: registers {@code segment_count} and {@code segment_count_max}. */
    public SegmentCounter(MetricRegistry metrics) {
        this(metrics, null);
    }

    /**
     * An index's counter: registers {@code segment_count} and {@code segment_count_max} in the index's registry and
     * reports every change to the node's {@code parent} as well.
     */
    public SegmentCounter(MetricRegistry metrics, SegmentCounter parent) {
        this.parent = parent;
        metrics.register(Metric.SEGMENT_COUNT, this::current);
        metrics.register(Metric.SEGMENT_COUNT_MAX, this::max);
    }

    /** Reports a change of one shard's count. */
    public void changed(int delta) {
        if (delta != 0) {
            int now = total.addAndGet(delta);
            max.accumulateAndGet(now, Math::max);
            if (parent != null) {
                parent.changed(delta);
            }
        }
    }

    public int current() {
        return total.get();
    }

    public int max() {
        return max.get();
    }
}
