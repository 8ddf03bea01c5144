package ingestlab.search;

import ingestlab.metrics.QueryType;
import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import org.HdrHistogram.Histogram;

/**
 * The latencies of one query type on one index (or the node, or of every type together), in nanoseconds, in an
 * HdrHistogram (3 significant digits, resizing as needed), with their exact sum for the type's rate. Used by one
 * thread.
 */
final class Latencies {
    private final Histogram histogram = new Histogram(3);
    private long totalNanos;

    void record(long nanos) {
        long value = Math.max(1, nanos);
        histogram.recordValue(value);
        totalNanos += value;
    }

    void addAll(Latencies other) {
        histogram.add(other.histogram);
        totalNanos += other.totalNanos;
    }

    /**
     * The figures of a type. Its rate is queries per second of its own search time: a search thread running only
     * this type would reach it, and it is independent of the other types interleaved with it.
     */
    QueryTypeStats stats(QueryType type) {
        long count = histogram.getTotalCount();
        if (count == 0) {
            return new QueryTypeStats(type, 0, Double.NaN, Double.NaN, Double.NaN);
        }
        return new QueryTypeStats(type, count, qps(), p50Micros(), histogram.getValueAtPercentile(99) / 1000.0);
    }

    /** The figures of latencies of several types added together ({@link #addAll}), rated the same way. */
    SearchResult.AllTypes allTypes() {
        long count = histogram.getTotalCount();
        return count == 0 ? new SearchResult.AllTypes(0, Double.NaN, Double.NaN)
                : new SearchResult.AllTypes(count, qps(), p50Micros());
    }

    private double qps() {
        return histogram.getTotalCount() * 1e9 / totalNanos;
    }

    private double p50Micros() {
        return histogram.getValueAtPercentile(50) / 1000.0;
    }
}
