package ingestlab.metrics;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Values of counted and gauge metrics at one moment of a trial (when the last bulk was acknowledged, or when the
 * tail after it was done). A counted metric's value is its raw total (nanoseconds for time metrics).
 */
public final class Counts {
    private final Map<Metric, Number> values;

    private Counts(Map<Metric, Number> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The value, or 0 if it was not recorded at this moment. */
    public double get(Metric metric) {
        Number value = values.get(metric);
        return value == null ? 0 : value.doubleValue();
    }

    public long getLong(Metric metric) {
        Number value = values.get(metric);
        return value == null ? 0 : value.longValue();
    }

    /** These values and one more: a value the part that holds it reports beside a registry's snapshot. */
    public Counts with(Metric metric, Number value) {
        Map<Metric, Number> more = new HashMap<>(values);
        more.put(metric, value);
        return new Counts(more);
    }

    public static final class Builder {
        private final Map<Metric, Number> values = new HashMap<>();

        private Builder() {}

        public Builder put(Metric metric, Number value) {
            values.put(metric, value);
            return this;
        }

        public Counts build() {
            return new Counts(new HashMap<>(values));
        }
    }
}
