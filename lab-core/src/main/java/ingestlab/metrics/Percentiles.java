package ingestlab.metrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A distribution reported as some of its percentiles, declared once in {@link Metric}: each percentile is a column,
 * named by {@code columnPattern} with {@code p<percentile>} ({@code max} for 100), its value the sample's percentile
 * divided by {@code divisor} (microseconds to milliseconds, bytes to MiB).
 */
public final class Percentiles {
    private final Map<Double, Metric> columns = new LinkedHashMap<>();

    Percentiles(String columnPattern, Unit unit, Direction direction, String what, Sample sample, double divisor,
                double... percentiles) {
        for (double p : percentiles) {
            String label = p == 100 ? "max" : "p" + (int) p;
            String description = (p == 50 ? "median " : p == 100 ? "largest " : label + " of the ") + what;
            columns.put(p, Metric.fromCounts(columnPattern.formatted(label), unit, direction, description,
                    m -> m.samples().percentile(sample, p) / divisor));
        }
    }

    /** The column of one declared percentile. */
    public Metric at(double percentile) {
        Metric metric = columns.get(percentile);
        if (metric == null) {
            throw new IllegalArgumentException("percentile " + percentile + " is not one of " + columns.keySet());
        }
        return metric;
    }

    public List<Metric> columns() {
        return List.copyOf(columns.values());
    }
}
