package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BareIndexerTest {
    @TempDir
    Path dir;

    @Test
    void theBareLoopIndexesExactlyTheDocumentsAskedFor() throws Exception {
        // Not a multiple of the chunk size, and three threads sharing the feed.
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 2345)
                .set(ClientSettings.THREADS, 3).set(ClientSettings.BULK_SIZE, 100).build();
        BareIndexer.Result result = BareIndexer.run(spec, dir.resolve("index"));
        assertThat(result.docs()).isEqualTo(2345);
        assertThat(result.maxDoc()).isEqualTo(2345);
        assertThat(result.liveDocs()).isEqualTo(2345);
        assertThat(result.verified()).isTrue();
        assertThat(result.docsPerSecond()).isPositive();
        assertThat(result.cpuSeconds()).isPositive();
    }

    @Test
    void aShortIndexIsNotVerified() {
        assertThat(new BareIndexer.Result(10, 9, 9, 1, 1).verified()).isFalse();
        assertThat(new BareIndexer.Result(10, 10, 9, 1, 1).verified()).isFalse();
    }
}
