package ingestlab.metrics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * Where a trial's values arrive, one way for all of them, after Caffeine's simulator ({@code PolicyStats#addMetric}
 * in {@code simulator/src/main/java/com/github/benmanes/caffeine/cache/simulator/policy/PolicyStats.java}): a
 * {@link Source#COUNTED} or {@link Source#NANOS} metric is a running total that whatever measures it
 * adds to; any other metric is a gauge that the component holding its value registers, once, as the function that
 * reads it. A new metric is its declaration plus the one line that counts or registers it.
 */
public final class MetricRegistry {
    private final Map<Metric, LongAdder> totals = new ConcurrentHashMap<>();
    private final Map<Metric, Supplier<? extends Number>> gauges = new ConcurrentHashMap<>();
    private final MetricRegistry parent; // null for a node's registry
    private final List<MetricRegistry> children = new CopyOnWriteArrayList<>();

    public MetricRegistry() {
        this(null);
    }

    private MetricRegistry(MetricRegistry parent) {
        this.parent = parent;
        for (Metric metric : Metric.values()) {
            if (metric.isCounted()) {
                totals.put(metric, new LongAdder());
            }
        }
    }

    public void add(Metric metric, long amount) {
        LongAdder total = totals.get(metric);
        if (total == null) {
            throw new IllegalArgumentException(metric + " is not a counted metric");
        }
        total.add(amount);
        if (parent != null) {
            parent.add(metric, amount);
        }
    }

    /**
     * A registry of one part of what this one measures (an index of the node): what is counted there is counted here
     * too; a gauge registered there and not here reads here as the sum over the parts (the translogs' bytes).
     */
    public MetricRegistry child() {
        MetricRegistry child = new MetricRegistry(this);
        children.add(child);
        return child;
    }

    /** A counted metric's total so far. */
    public long total(Metric metric) {
        LongAdder total = totals.get(metric);
        if (total == null) {
            throw new IllegalArgumentException(metric + " is not a counted metric");
        }
        return total.sum();
    }

    public void increment(Metric metric) {
        add(metric, 1);
    }

    /**
     * Registers the function that reads a {@link Source#GAUGE} metric (read at every snapshot) or an
     * {@link Source#AT_END} one (read only by {@link #atEnd()}).
     */
    public void register(Metric metric, Supplier<? extends Number> gauge) {
        if (metric.source() != Source.GAUGE && metric.source() != Source.AT_END) {
            throw new IllegalArgumentException(metric + " is " + metric.source() + ", not a gauge");
        }
        if (gauges.putIfAbsent(metric, gauge) != null) {
            throw new IllegalStateException(metric + " is registered already");
        }
    }

    /** The totals and gauges now, as when the last bulk was acknowledged. */
    public Counts snapshot() {
        return read(false);
    }

    /** The totals and every gauge, the end state's included: once the tail after the last bulk is done. */
    public Counts atEnd() {
        return read(true);
    }

    private Counts read(boolean atEnd) {
        Counts.Builder counts = Counts.builder();
        totals.forEach((metric, total) -> counts.put(metric, total.sum()));
        gauges.forEach((metric, gauge) -> {
            if (atEnd || metric.source() == Source.GAUGE) {
                counts.put(metric, gauge.get());
            }
        });
        Map<Metric, Double> partsOnly = new HashMap<>();
        for (MetricRegistry child : children) {
            child.gauges.forEach((metric, gauge) -> {
                if (!gauges.containsKey(metric) && (atEnd || metric.source() == Source.GAUGE)) {
                    partsOnly.merge(metric, gauge.get().doubleValue(), Double::sum);
                }
            });
        }
        partsOnly.forEach(counts::put);
        return counts.build();
    }
}
