package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.spec.BufferSize;
import ingestlab.spec.ExperimentSpec;
import ingestlab.spec.Interval;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A whole trial on real Lucene with a buffer small enough that the controller must reclaim it. */
class TrialIntegrationTest {
    @TempDir
    Path dir;

    private Observations run(FlushMode mode, ShardSelector selector) throws Exception {
        ExperimentSpec spec = ExperimentSpec.defaults().docs(6000).shards(3).threads(3).bulkSize(200)
                .buffer(BufferSize.parse("2mb")).flushMode(mode).selector(selector).refresh(Interval.OFF).build();
        return new Trial(spec, dir.resolve(mode.cliName() + "-" + selector.cliName()), false)
                .run(ProgressListener.NONE);
    }

    @Test
    void smallBufferMakesTheControllerWriteAndEveryDocumentIsInTheIndex() throws Exception {
        Observations o = run(FlushMode.NEXT_BUFFER, ShardSelector.ROUND_ROBIN);
        assertThat(o.docs()).isEqualTo(6000);
        assertThat(o.docsVerified()).isEqualTo(6000);
        assertThat(o.controllerChecks()).isGreaterThan(0);
        assertThat(o.controllerWrites()).isGreaterThan(0);
        assertThat(o.io().flushes()).isGreaterThanOrEqualTo(o.controllerWrites() / 2);
        assertThat(o.segmentCount()).isBetween(3, (int) o.io().flushes());
        assertThat(o.segmentCountMax()).isGreaterThanOrEqualTo(o.segmentCount());
        assertThat(o.storeBytes()).isGreaterThan(0);
        assertThat(o.io().bytesWritten()).isGreaterThanOrEqualTo(o.io().flushedBytes());
        assertThat(o.refreshes()).as("refresh off").isZero();
        assertThat(o.bulkLatencyMicros().getTotalCount()).isEqualTo(30);
        assertThat(Metric.DOCS_PER_S.read(o).doubleValue()).isPositive();
        assertThat(Metric.WRITE_AMPLIFICATION.read(o).doubleValue()).isGreaterThanOrEqualTo(1.0);
    }

    @Test
    void fullFlushesWriteAtLeastAsManySegmentsAsControllerWrites() throws Exception {
        Observations o = run(FlushMode.FULL, ShardSelector.LARGEST);
        assertThat(o.docsVerified()).isEqualTo(6000);
        assertThat(o.controllerWrites()).isGreaterThan(0);
        assertThat(o.io().flushes()).isGreaterThanOrEqualTo(o.controllerWrites());
    }

    @Test
    void scheduledRefreshesRunAndAreCounted() throws Exception {
        ExperimentSpec spec = ExperimentSpec.defaults().docs(3000).shards(2).threads(2).bulkSize(100)
                .refresh(Interval.ofMillis(20)).build();
        Observations o = new Trial(spec, dir.resolve("refresh"), false).run(ProgressListener.NONE);
        assertThat(o.docsVerified()).isEqualTo(3000);
        assertThat(o.refreshes()).isGreaterThan(0);
    }
}
