package ingestlab.metrics;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * The running totals of a trial, one per {@link Metric} declared as {@link Metric.Source#COUNTED} or
 * {@link Metric.Source#NANOS}. Whatever measures something adds to its metric here; nothing relays values by
 * position, so a new counted metric is its declaration plus the line that counts it.
 */
public final class Counters {
    private final Map<Metric, LongAdder> totals = new EnumMap<>(Metric.class);

    public Counters() {
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
    }

    public void increment(Metric metric) {
        add(metric, 1);
    }

    /** The totals now; gauges read elsewhere are added to the returned builder. */
    public Counts.Builder snapshot() {
        Counts.Builder counts = Counts.builder();
        totals.forEach((metric, total) -> counts.put(metric, total.sum()));
        return counts;
    }
}
