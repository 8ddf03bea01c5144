package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ControllerSettings;
import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.IdMode;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.node.IndexSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With explicit ids and small documents the version maps hold as much RAM as the writers' buffers, so in
 * next-buffer mode a controller write refreshes instead of flushing the next buffer
 * ({@code InternalEngine#writeIndexingBuffer}, Elasticsearch 8.11); in full mode every write is a refresh anyway, and
 * none is counted as taking that path.
 */
class ControllerRefreshPathIntegrationTest {
    @TempDir
    Path dir;

    private Observations run(FlushMode mode) throws Exception {
        // geopoint: a few numeric fields per document, so an id in the version map weighs about what its document
        // weighs in IndexWriter's buffer.
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("geopoint"))
                .set(ClientSettings.DOCS, 20_000).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 2)
                .set(ClientSettings.BULK_SIZE, 500).set(DataSettings.IDS, IdMode.EXPLICIT)
                .set(ControllerSettings.BUFFER, BufferSize.parse("1mb")).set(ControllerSettings.FLUSH_MODE, mode)
                .set(ControllerSettings.SELECTOR, ShardSelector.LARGEST).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF)
                .build();
        return new Trial(spec, dir.resolve(mode.cliName()), false).run(ProgressListener.NONE);
    }

    private static long value(Metric metric, Observations o) {
        return Math.round(metric.read(o).doubleValue());
    }

    @Test
    void nextBufferWritesCanTakeTheRefreshPathAndFullWritesNever() throws Exception {
        Observations next = run(FlushMode.NEXT_BUFFER);
        assertThat(value(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH, next)).isPositive()
                .isLessThanOrEqualTo(value(Metric.CONTROLLER_WRITES, next));

        Observations full = run(FlushMode.FULL);
        assertThat(value(Metric.CONTROLLER_WRITES, full)).as("the controller wrote").isPositive();
        assertThat(value(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH, full)).isZero();
    }
}
