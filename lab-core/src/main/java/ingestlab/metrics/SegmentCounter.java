package ingestlab.metrics;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The live segment count summed over a node's shards, and the largest sum seen. Each shard reports its own count
 * whenever it changes; the node-wide maximum is exact, not sampled.
 */
public final class SegmentCounter {
    private final AtomicInteger total = new AtomicInteger();
    private final AtomicInteger max = new AtomicInteger();

    /** Reports a change of one shard's count. */
    public void changed(int delta) {
        if (delta != 0) {
            int now = total.addAndGet(delta);
            max.accumulateAndGet(now, Math::max);
        }
    }

    public int current() {
        return total.get();
    }

    public int max() {
        return max.get();
    }
}
