package ingestlab.node;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import java.util.concurrent.atomic.AtomicLong;

/** The bytes held by every version map of a node, and the most held at once ({@code version_map_bytes_max}). */
final class VersionMapBytes {
    private final AtomicLong total = new AtomicLong();
    private final AtomicLong max = new AtomicLong();

    /** Totals no trial reads (a shard on its own, in tests). */
    VersionMapBytes() {}

    /** The node's total: registers {@code version_map_bytes_max}. */
    VersionMapBytes(MetricRegistry metrics) {
        metrics.register(Metric.VERSION_MAP_BYTES_MAX, this::max);
    }

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
