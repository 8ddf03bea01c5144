package ingestlab.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.child.ChildMain;
import ingestlab.data.DataSettings;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** A sweep's trial in a real forked JVM: its row comes back to the parent, or the parent says why it did not. */
@Isolated("kills every child process of this JVM, other test classes' forked trials included")
class ForkedTrialsTest {
    @TempDir
    Path dir;

    private static SweepConfig config(long docs) {
        ExperimentSpec spec = LabSettings.defaults().setText(DataSettings.DATASET, "http_logs")
                .set(ClientSettings.DOCS, docs).set(ControllerSettings.HEAP_BYTES, 256L << 20).build();
        return new SweepConfig("", Map.of("docs", Long.toString(docs)), spec);
    }

    private ForkedTrials forked(ResultFiles out, boolean timeline) {
        return new ForkedTrials(new ForkedTrials.Settings(ChildMain.command(), null, dir.resolve("work"),
                timeline ? 50 : 0, false, dir.resolve("scratch")), out);
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aForkedTrialsRowIsTheInProcessOnesInEveryFactorColumnAndHash() throws Exception {
        SweepConfig config = config(2000);
        Path forkedCsv = dir.resolve("forked.csv");
        Path inProcessCsv = dir.resolve("in-process.csv");
        TrialOutcome outcome;
        try (ResultFiles out = ResultFiles.open(forkedCsv, true)) {
            outcome = forked(out, true).launch(new PlannedTrial(config, 1, false, 4), "run-f");
        }
        assertThat(outcome.ok()).as(outcome.error()).isTrue();
        assertThat(outcome.docsPerSecond()).isPositive();
        try (ResultFiles out = ResultFiles.open(inProcessCsv, false)) {
            new InProcessTrials(new ExperimentRunner(new ExperimentRunner.Options(dir.resolve("w2"), false, 0, false)),
                    out).launch(new PlannedTrial(config, 1, false, 4), "run-i");
        }
        Map<String, String> forked = ResultsCsv.read(forkedCsv).getFirst();
        Map<String, String> inProcess = ResultsCsv.read(inProcessCsv).getFirst();
        assertThat(forked).containsEntry("status", "ok").containsEntry("docs_verified", "2000")
                .containsEntry("trial", "1").containsEntry("order", "4").containsEntry("run_id", "run-f");
        for (Column column : LabSettings.columns()) {
            assertThat(forked.get(column.column())).as(column.column()).isEqualTo(inProcess.get(column.column()));
        }
        assertThat(forked.get("config_hash")).isEqualTo(inProcess.get("config_hash")).isEqualTo(config.hash());
        List<Map<String, String>> timeline = ResultsCsv.read(dir.resolve("forked-timeline.csv"));
        assertThat(timeline).isNotEmpty().allMatch(row -> row.get("run_id").equals("run-f"));
        assertThat(dir.resolve("scratch")).isEmptyDirectory();
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aForkedTrialOfAWorkloadSendsItsPerIndexRowsAndTimeline() throws Exception {
        Path workload = Files.writeString(dir.resolve("two.yaml"), "indices:\n"
                + "  - {name: hot, share: 3, dataset: http_logs}\n  - {name: cold, share: 1, dataset: geopoint}\n");
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString())
                .set(ClientSettings.DOCS, 4000).set(ControllerSettings.HEAP_BYTES, 256L << 20).build();
        SweepConfig config = new SweepConfig("", Map.of("docs", "4000"), spec);
        Path csv = dir.resolve("workload.csv");
        TrialOutcome outcome;
        try (ResultFiles out = ResultFiles.open(csv, true, true)) {
            outcome = forked(out, true).launch(new PlannedTrial(config, 1, false, 2), "run-w");
        }
        assertThat(outcome.ok()).as(outcome.error()).isTrue();
        List<Map<String, String>> indices = ResultsCsv.read(dir.resolve("workload-indices.csv"));
        assertThat(indices).extracting(row -> row.get("index") + "=" + row.get("docs"))
                .containsExactlyInAnyOrder("hot=3000", "cold=1000");
        assertThat(indices).allMatch(row -> row.get("run_id").equals("run-w") && row.get("order").equals("2")
                && row.get("config_hash").equals(config.hash()));
        List<Map<String, String>> samples = ResultsCsv.read(dir.resolve("workload-indices-timeline.csv"));
        assertThat(samples).extracting(row -> row.get("index")).contains("hot", "cold");
        assertThat(samples).allMatch(row -> row.get("run_id").equals("run-w") && row.get("order").equals("2"));
        for (String index : List.of("hot", "cold")) {
            assertThat(samples.stream().filter(row -> row.get("index").equals(index))
                    .map(row -> Long.parseLong(row.get("refreshes")) + Long.parseLong(row.get("refreshes_skipped_idle"))))
                    .as("running totals of " + index).isSorted();
        }
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aChildKilledMidRunIsAFailedRowWithTheReason() throws Exception {
        Path csv = dir.resolve("killed.csv");
        TrialOutcome outcome;
        try (ResultFiles out = ResultFiles.open(csv, false)) {
            ForkedTrials trials = forked(out, false);
            CompletableFuture<TrialOutcome> launched = CompletableFuture.supplyAsync(() -> {
                try {
                    return trials.launch(new PlannedTrial(config(50_000_000), 1, false, 1), "run-k");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            // The child is mid-run once it has made its trial's folder under its own work folder.
            while (!midRun(dir.resolve("work"))) {
                assertThat(launched).isNotDone();
                Thread.sleep(50);
            }
            ProcessHandle.current().children().forEach(ProcessHandle::destroyForcibly);
            outcome = launched.get(2, TimeUnit.MINUTES);
        }
        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.error()).contains("the trial wrote no row: its JVM exited with code");
        Map<String, String> row = ResultsCsv.read(csv).getFirst();
        assertThat(row).containsEntry("status", "failed").containsEntry("error", outcome.error())
                .containsEntry("config_hash", config(50_000_000).hash());
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }

    private static boolean midRun(Path work) throws Exception {
        if (!Files.isDirectory(work)) {
            return false;
        }
        try (var children = Files.list(work)) {
            for (Path child : children.toList()) {
                try (var trials = Files.list(child)) {
                    if (trials.findAny().isPresent()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
