package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import ingestlab.buffer.ControllerSettings;
import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A whole trial on real Lucene with a buffer small enough that the controller must reclaim it. */
class TrialIntegrationTest {
    @TempDir
    Path dir;

    private Observations run(FlushMode mode, ShardSelector selector) throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(ClientSettings.DOCS, 6000).set(IndexSettings.SHARDS, 3).set(ClientSettings.THREADS, 3).set(ClientSettings.BULK_SIZE, 200)
                .set(ControllerSettings.BUFFER, BufferSize.parse("2mb")).set(ControllerSettings.FLUSH_MODE, mode).set(ControllerSettings.SELECTOR, selector).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        return run(spec, mode.cliName() + "-" + selector.cliName());
    }

    /** Every trial here ends committed and passes Lucene's CheckIndex ({@code --check-index}). */
    private Observations run(ExperimentSpec spec, String name) throws Exception {
        Observations observations = new Trial(spec, dir.resolve(name), true).run(ProgressListener.NONE);
        IndexCheck.verify(dir.resolve(name));
        return observations;
    }

    private static long value(Metric metric, Observations o) {
        return Math.round(metric.read(o).doubleValue());
    }

    /** Live segments at the end, counted from the directory and merge scheduler, against the reader's count. */
    private static void assertSegmentsAddUp(Observations o) {
        long flushed = o.atEnd().getLong(Metric.FLUSHES_BY_CONTROLLER) + o.atEnd().getLong(Metric.FLUSHES_BY_REFRESH)
                + o.atEnd().getLong(Metric.FLUSHES_BY_LUCENE);
        long live = flushed + o.atEnd().getLong(Metric.MERGES) - o.atEnd().getLong(Metric.MERGED_SEGMENTS);
        assertThat(value(Metric.SEGMENT_COUNT_FINAL, o)).as("flushed + merged - merged away").isEqualTo(live);
    }

    @Test
    void smallBufferMakesTheControllerWriteAndEveryDocumentIsInTheIndex() throws Exception {
        Observations o = run(FlushMode.NEXT_BUFFER, ShardSelector.ROUND_ROBIN);
        assertThat(o.docs()).isEqualTo(6000);
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(6000);
        assertThat(value(Metric.CONTROLLER_CHECKS, o)).isPositive();
        assertThat(value(Metric.CONTROLLER_WRITES, o)).isPositive();
        assertThat(value(Metric.CONTROLLER_SHARDS_PER_CHECK.at(50), o)).as("an over-budget check picks a shard")
                .isPositive().isLessThanOrEqualTo(value(Metric.CONTROLLER_SHARDS_PER_CHECK.at(100), o));
        assertThat(value(Metric.CONTROLLER_SHARDS_PER_CHECK.at(100), o)).as("3 shards").isLessThanOrEqualTo(3);
        assertThat(value(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH, o)).as("auto ids keep no version map").isZero();
        assertThat(value(Metric.STORE_BYTES, o)).isPositive();
        assertThat(value(Metric.REFRESHES, o)).as("refresh off").isZero();
        assertThat(value(Metric.FLUSHES_BY_REFRESH, o)).as("refresh off").isZero();
        assertThat(value(Metric.FINAL_FLUSHES, o)).as("the final refresh writes what was left").isPositive();
        assertThat(o.samples().count(ingestlab.metrics.Sample.BULK_LATENCY_MICROS)).isEqualTo(30);
        assertThat(Metric.DOCS_PER_S.read(o).doubleValue()).isPositive();
        // Indexing used CPU, and no more than every core for the whole elapsed time (plus the clock's granularity).
        assertThat(Metric.CPU_S.read(o).doubleValue()).isPositive()
                .isLessThanOrEqualTo(Metric.ELAPSED_S.read(o).doubleValue() * Runtime.getRuntime().availableProcessors()
                        + 0.05);
        assertThat(Metric.DOCS_PER_CPU_S.read(o).doubleValue()).as("documents per CPU-second")
                .isCloseTo(o.docs() / Metric.CPU_S.read(o).doubleValue(), withinPercentage(1e-6));
        assertThat(Metric.WRITE_AMPLIFICATION.read(o).doubleValue()).isGreaterThanOrEqualTo(1.0);
        assertThat(Metric.SHARD_DOCS_MAX_SHARE.read(o).doubleValue())
                .as("hash routing over 3 shards").isBetween(1 / 3.0, 0.45);
        assertSegmentsAddUp(o);
    }

    @Test
    void fullWritesFlushEverySegmentOfThePickedShard() throws Exception {
        Observations o = run(FlushMode.FULL, ShardSelector.LARGEST);
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(6000);
        assertThat(value(Metric.CONTROLLER_WRITES, o)).isPositive();
        assertThat(value(Metric.FLUSHES_BY_CONTROLLER, o)).isGreaterThanOrEqualTo(value(Metric.CONTROLLER_WRITES, o));
        assertSegmentsAddUp(o);
    }

    private static ExperimentSpec.Builder deterministic() {
        return LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 25_000).set(IndexSettings.SHARDS, 4).set(ClientSettings.BULK_SIZE, 500)
                .set(ControllerSettings.BUFFER, BufferSize.parse("1mb")).set(NodeSettings.DETERMINISTIC, true);
    }

    @Test
    void withNextBufferAndNoOtherFlushesEveryControllerWriteFlushesExactlyOneSegment() throws Exception {
        Observations o = run(deterministic().build(), "attribution");
        assertThat(value(Metric.FLUSHES_BY_LUCENE, o)).as("setup: four shards share the budget").isZero();
        assertThat(value(Metric.FLUSHES_BY_REFRESH, o)).as("setup: refresh off").isZero();
        assertThat(value(Metric.CONTROLLER_WRITES, o)).isGreaterThan(20);
        assertThat(value(Metric.FLUSHES_BY_CONTROLLER, o)).isEqualTo(value(Metric.CONTROLLER_WRITES, o));
        assertThat(value(Metric.FLUSHES, o)).isEqualTo(value(Metric.CONTROLLER_WRITES, o));
    }

    @Test
    void deterministicModeGivesTheSameSegmentsEveryRun() throws Exception {
        ExperimentSpec spec = deterministic().set(ControllerSettings.FLUSH_MODE, FlushMode.FULL).set(ControllerSettings.SELECTOR, ShardSelector.RANDOM).build();
        Observations first = run(spec, "first");
        Observations second = run(spec, "second");
        assertThat(value(Metric.MERGES, first)).as("setup: merges happen").isPositive();
        for (Metric metric : List.of(Metric.CONTROLLER_CHECKS, Metric.CONTROLLER_WRITES, Metric.FLUSHES,
                Metric.FLUSHED_BYTES, Metric.MERGES, Metric.MERGED_SEGMENTS, Metric.MERGED_BYTES,
                Metric.SEGMENT_COUNT, Metric.SEGMENT_COUNT_MAX, Metric.FINAL_FLUSHES, Metric.SEGMENT_COUNT_FINAL,
                Metric.STORE_BYTES)) {
            assertThat(value(metric, second)).as(metric.column()).isEqualTo(value(metric, first));
        }
        assertSegmentsAddUp(first);
        // At the last acknowledgement too, since serial merges finish before the bulk is answered.
        long flushed = value(Metric.FLUSHES, first);
        assertThat(value(Metric.SEGMENT_COUNT, first)).isEqualTo(flushed + value(Metric.MERGES, first)
                - value(Metric.MERGED_SEGMENTS, first));
    }

    @Test
    void aFullWriteQueueRejectsAndTheClientResends() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("geopoint")).set(ClientSettings.DOCS, 20_000).set(IndexSettings.SHARDS, 8).set(ClientSettings.THREADS, 8)
                .set(NodeSettings.WRITE_THREADS, 1).set(NodeSettings.WRITE_QUEUE, 1).set(ClientSettings.BULK_SIZE, 100).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        Observations o = run(spec, "rejections");
        assertThat(value(Metric.BULK_REJECTIONS, o)).isPositive();
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(20_000);
    }

    @Test
    void skewedRoutingLoadsTheFirstShardMost() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("geopoint")).set(ClientSettings.DOCS, 20_000).set(IndexSettings.SHARDS, 4).set(ClientSettings.THREADS, 2)
                .set(IndexSettings.SHARD_SKEW, 1.0).set(ClientSettings.BULK_SIZE, 500).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        Observations o = run(spec, "skew");
        // 1 / (1 + 1/2 + 1/3 + 1/4) = 0.48
        assertThat(Metric.SHARD_DOCS_MAX_SHARE.read(o).doubleValue()).isBetween(0.45, 0.51);
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(20_000);
    }

    @Test
    void scheduledRefreshesRunAndAreCounted() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(ClientSettings.DOCS, 3000).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 100)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.ofMillis(20)).build();
        Observations o = run(spec, "refresh");
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(3000);
        assertThat(value(Metric.REFRESHES, o)).isPositive();
        assertThat(value(Metric.FLUSHES_BY_REFRESH, o)).isPositive();
    }
}
