package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.node.ShardStorage;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every trial's index folder is removed when it ends, ok or failed, unless {@code --keep-index}. */
class IndexFoldersTest {
    @TempDir
    Path dir;

    private static final ExperimentSpec SMALL = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("geopoint"))
            .set(ClientSettings.DOCS, 400).set(IndexSettings.SHARDS, 3).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 100).build();

    private TrialResult run(Path work, boolean keepIndex, ShardStorage storage, int trial) throws Exception {
        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(work, keepIndex, 0, true, storage));
        return runner.runOne(SMALL, TrialRun.of("r", trial), ProgressListener.NONE);
    }

    @Test
    void okAndFailedTrialsLeaveNoFolder() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        assertThat(run(work, false, ShardStorage.FILES, 1).ok()).isTrue();
        assertThat(DiskFullTest.folders(work)).isEmpty();
        assertThat(run(work, false, new FullDisk(2000), 2).ok()).isFalse();
        assertThat(DiskFullTest.folders(work)).isEmpty();
        assertThat(run(work, false, ShardStorage.FILES, 3).ok()).isTrue();
        assertThat(DiskFullTest.folders(work)).isEmpty();
    }

    @Test
    void keepIndexKeepsOneCommittedFolderPerTrial() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        assertThat(run(work, true, ShardStorage.FILES, 1).ok()).isTrue();
        assertThat(run(work, true, new FullDisk(2000), 2).ok()).isFalse();
        assertThat(DiskFullTest.folders(work)).hasSize(2);
        for (Path trial : DiskFullTest.folders(work)) {
            assertThat(DiskFullTest.folders(trial)).extracting(p -> p.getFileName().toString())
                    .containsExactlyInAnyOrder("recovery.json", "shard-0", "shard-1", "shard-2");
        }
    }
}
