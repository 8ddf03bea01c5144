package ingestlab.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** One way for values to arrive: totals counted, gauges registered where their values live. */
class MetricRegistryTest {
    private final MetricRegistry metrics = new MetricRegistry();

    @Test
    void aRegisteredGaugeIsReadAtEverySnapshot() {
        AtomicLong writes = new AtomicLong(3);
        metrics.register(Metric.CONTROLLER_WRITES, writes::get);
        assertThat(metrics.snapshot().getLong(Metric.CONTROLLER_WRITES)).isEqualTo(3);
        writes.set(5);
        assertThat(metrics.snapshot().getLong(Metric.CONTROLLER_WRITES)).isEqualTo(5);
    }

    @Test
    void anEndGaugeIsReadOnlyAtTheEnd() {
        metrics.register(Metric.STORE_BYTES, () -> 42);
        assertThat(metrics.snapshot().getLong(Metric.STORE_BYTES)).as("not read at the last acknowledgement").isZero();
        assertThat(metrics.atEnd().getLong(Metric.STORE_BYTES)).isEqualTo(42);
    }

    @Test
    void countedMetricsAreAddedToAndCannotBeRegistered() {
        metrics.add(Metric.MERGES, 2);
        metrics.increment(Metric.MERGES);
        assertThat(metrics.snapshot().getLong(Metric.MERGES)).isEqualTo(3);
        assertThatThrownBy(() -> metrics.register(Metric.MERGES, () -> 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> metrics.add(Metric.SEGMENT_COUNT, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aGaugeIsRegisteredOnce() {
        new SegmentCounter(metrics);
        assertThatThrownBy(() -> new SegmentCounter(metrics)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("segment_count");
    }

    @Test
    void aPercentileFamilyExpandsToOneColumnPerPercentile() {
        assertThat(Metric.BULK_LATENCY.columns()).extracting(Metric::column).containsExactly(
                "bulk_latency_p50_ms", "bulk_latency_p90_ms", "bulk_latency_p99_ms", "bulk_latency_max_ms");
        assertThat(Metric.FLUSHED_SEGMENT_MB.at(50).column()).isEqualTo("flushed_segment_mb_p50");
        assertThat(Metric.FLUSHED_SEGMENT_MB.at(50).unit()).isEqualTo(Unit.MIB);
        assertThat(Metric.find("search_latency_p99_ms")).contains(Metric.SEARCH_LATENCY.at(99));
        assertThatThrownBy(() -> Metric.SEARCH_LATENCY.at(90)).isInstanceOf(IllegalArgumentException.class);
    }
}
