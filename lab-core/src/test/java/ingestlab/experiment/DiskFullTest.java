package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.sweep.InProcessTrials;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfig;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A disk that fills up during a trial: the trial fails cleanly, its index is removed, and a sweep goes on. */
class DiskFullTest {
    /** Enough for the small trial's shard, far too little for the large one's. */
    private static final long QUOTA = 1L << 20;

    @TempDir
    Path dir;

    private static ExperimentSpec spec(String dataset, int docs) {
        return LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve(dataset)).set(ClientSettings.DOCS, docs).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 200)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
    }

    @Test
    void aTrialOnAFullDiskFailsWithTheReasonAndLeavesNoIndex() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(work, false, 0, true,
                new FullDisk(QUOTA)));
        TrialResult result = runner.runOne(spec("http_logs", 40_000), TrialRun.of("r", 1), ProgressListener.NONE);
        assertThat(result.ok()).isFalse();
        assertThat(result.status()).isEqualTo("failed");
        assertThat(result.error()).contains(FullDisk.NO_SPACE);
        assertThat(result.observations()).isNull();
        assertThat(folders(work)).as("the failed trial's index folder").isEmpty();
    }

    @Test
    void aSweepRecordsTheFullDiskTrialAsFailedAndRunsTheRest() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path csv = dir.resolve("sweep.csv");
        List<SweepConfig> configs = List.of(
                new SweepConfig("large", Map.of("dataset", "http_logs", "docs", "40000"), spec("http_logs", 40_000)),
                new SweepConfig("small", Map.of("dataset", "geopoint", "docs", "500"), spec("geopoint", 500)));
        List<PlannedTrial> plan = SweepPlan.of(configs, 0, 2, 3);
        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(work, false, 0, true,
                new FullDisk(QUOTA)));
        SweepRunner.Summary summary;
        try (ResultFiles files = ResultFiles.open(csv, false)) {
            summary = new SweepRunner().run(plan, Set.of(), "sweep", new InProcessTrials(runner, files),
                    new SweepRunner.Listener() {});
        }
        assertThat(summary.ran()).isEqualTo(4);
        assertThat(summary.failed()).isEqualTo(2);
        assertThat(summary.stopped()).isFalse();
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        assertThat(rows).hasSize(4);
        assertThat(rows).filteredOn(r -> r.get("dataset").equals("http_logs")).allSatisfy(r -> {
            assertThat(r.get("status")).isEqualTo("failed");
            assertThat(r.get("error")).contains(FullDisk.NO_SPACE);
            assertThat(r.get("docs_verified")).isEmpty();
        });
        assertThat(rows).filteredOn(r -> r.get("dataset").equals("geopoint")).allSatisfy(r -> {
            assertThat(r.get("status")).isEqualTo("ok");
            assertThat(r.get("docs_verified")).isEqualTo("500");
            assertThat(r.get("index_checked")).isEqualTo("true");
        });
        assertThat(folders(work)).as("index folders left after four trials, two failed").isEmpty();
    }

    static List<Path> folders(Path work) throws Exception {
        try (Stream<Path> entries = Files.list(work)) {
            return entries.toList();
        }
    }
}
