package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.WriterSettings;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small real trial per codec setting: the codec metrics are filled in, and fetch timing only when asked. */
class CodecTrialTest {
    @TempDir
    Path temp;

    private ExperimentSpec.Builder small() {
        return LabSettings.defaults().set(ClientSettings.DOCS, 3000).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 200).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF);
    }

    @Test
    void zstdTrialReportsStoredFieldsBytesAndFetchTime() throws Exception {
        ExperimentSpec spec = small().set(WriterSettings.CODEC, CodecChoice.ZSTD).set(WriterSettings.CODEC_LEVEL, 1).set(FetchProbe.MEASURE_FETCH, true).build();
        Observations o = new Trial(spec, temp.resolve("zstd"), false).run(ProgressListener.NONE);
        assertThat(Metric.DOCS_VERIFIED.read(o).longValue()).isEqualTo(3000);
        assertThat(Metric.STORED_FIELDS_BYTES.read(o).longValue()).isPositive()
                .isLessThan(Metric.STORE_BYTES.read(o).longValue());
        assertThat(Metric.FETCH_US_PER_DOC.format(o)).isNotEmpty();
        assertThat(Metric.FETCH_US_PER_DOC.read(o).doubleValue()).isPositive();
    }

    @Test
    void fetchIsEmptyWhenNotMeasuredAndZstdIsSmallerThanLz4() throws Exception {
        Observations lz4 = new Trial(small().build(), temp.resolve("lz4"), false).run(ProgressListener.NONE);
        assertThat(Metric.FETCH_US_PER_DOC.format(lz4)).isEmpty();
        Observations zstd = new Trial(small().set(WriterSettings.CODEC, CodecChoice.ZSTD_NO_DICT).build(), temp.resolve("zstd"), false)
                .run(ProgressListener.NONE);
        // the same 3000 Europarl documents: sizes, not timings, are safe to compare
        assertThat(Metric.STORED_FIELDS_BYTES.read(zstd).longValue())
                .isLessThan(Metric.STORED_FIELDS_BYTES.read(lz4).longValue());
    }
}
