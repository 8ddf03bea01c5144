package ingestlab.node;

import java.util.concurrent.atomic.AtomicLong;

/** The bytes held by every version map of a node, and the most held at once ({@code version_map_bytes_max}). */
final class VersionMapBytes {
    private final AtomicLong total = new AtomicLong();
    private final AtomicLong max = new AtomicLong();

    void add(long delta) {
        long now = total.addAndGet(delta);
        if (delta > 0) {
            max.accumulateAndGet(now, Math::max);
        }
    }

    long current() {
        return total.get();
    }

    long max() {
        return max.get();
    }
}
