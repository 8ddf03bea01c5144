package ingestlab.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.child.ChildMain;
import ingestlab.data.DataSettings;
import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.CpuList;
import ingestlab.load.ClientSettings;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small real duet sweep: two configs, each trial in its own JVM pinned to its half of the CPUs, the rows appended
 * in pairs. Nothing about timing is asserted (the machine may be busy): only the rows' bookkeeping.
 */
class DuetTrialsTest {
    @TempDir
    Path dir;

    private static SweepConfig config(String name, String dataset, long docs, String buffer) {
        ExperimentSpec spec = LabSettings.defaults().setText(DataSettings.DATASET, dataset)
                .set(ClientSettings.DOCS, docs).set(ControllerSettings.BUFFER, BufferSize.parse(buffer))
                .set(ControllerSettings.HEAP_BYTES, 256L << 20).build();
        return new SweepConfig(name, Map.of("buffer", buffer), spec);
    }

    private CpuHalves halves;

    /** Only where each side can have CPUs of its own (Linux, two CPUs or more, taskset). */
    @BeforeEach
    void pinnable() {
        try {
            halves = CpuAffinity.halves();
        } catch (CannotPin e) {
            assumeTrue(false, e.getMessage());
        }
    }

    private DuetTrials duet(ResultFiles out) {
        return new DuetTrials(new ForkedTrials.Settings(ChildMain.command(), null, dir.resolve("work"), 0, false,
                dir.resolve("scratch")), halves, out);
    }

    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void aTwoConfigDuetWritesItsRowsInPairsOnDisjointCpusAndResumeSkipsThem() throws Exception {
        List<SweepConfig> configs = List.of(config("small", "http_logs", 2_000, "4mb"),
                config("large", "http_logs", 2_000, "16mb"));
        List<DuetPair> plan = DuetPlan.of(configs, 0, 2, 42);
        Path csv = dir.resolve("duet.csv");
        SweepRunner.Summary summary;
        List<DuetOutcome> outcomes = new ArrayList<>();
        try (ResultFiles out = ResultFiles.open(csv, false)) {
            summary = new DuetRunner().run(plan, Set.of(), "run-d", duet(out), new SweepRunner.Listener() {
                @Override
                public void pairFinished(DuetPair pair, DuetOutcome outcome) {
                    outcomes.add(outcome);
                }
            });
        }
        assertThat(summary.ran()).isEqualTo(4);
        assertThat(summary.pairs()).isEqualTo(2);
        assertThat(summary.failed()).isZero();
        assertThat(summary.flaggedPairs()).isEqualTo((int) outcomes.stream().filter(DuetOutcome::flagged).count());
        assertThat(outcomes).hasSize(2).allMatch(o -> o.baseline().ok() && o.contender().ok()
                && o.overlap() >= 0 && o.overlap() <= 1 && o.flagged() == (o.overlap() < 0.9));
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        assertThat(rows).hasSize(4).allMatch(row -> row.get("status").equals("ok") && row.get("run_id").equals("run-d")
                && !row.get("trial_start").isEmpty() && !row.get("trial_end").isEmpty()
                && Double.parseDouble(row.get("overlap")) >= 0 && row.get("docs_verified").equals("2000"));
        String[] ids = {"1-1", "2-1"};
        for (int pair = 0; pair < 2; pair++) {
            Map<String, String> baseline = rows.get(2 * pair);
            Map<String, String> contender = rows.get(2 * pair + 1);
            assertThat(baseline).containsEntry("duet_pair", ids[pair]).containsEntry("config_hash", configs.get(0).hash());
            assertThat(contender).containsEntry("duet_pair", ids[pair]).containsEntry("config_hash", configs.get(1).hash());
            List<Integer> baselineCpus = CpuList.parse(baseline.get("cpus")).cpus();
            assertThat(CpuList.parse(contender.get("cpus")).cpus()).doesNotContainAnyElementsOf(baselineCpus);
            // each JVM saw only its half
            assertThat(Integer.parseInt(baseline.get("cores"))).isEqualTo(baselineCpus.size());
        }
        // the halves swap: round 1's baseline half is round 2's contender half
        assertThat(rows.get(0).get("cpus")).isEqualTo(halves.first().cpus().toString()).isEqualTo(rows.get(3).get("cpus"));
        assertThat(rows.get(1).get("cpus")).isEqualTo(halves.second().cpus().toString()).isEqualTo(rows.get(2).get("cpus"));

        try (ResultFiles out = ResultFiles.resume(csv, false)) {
            Set<String> done = DuetRunner.alreadyDone(out);
            assertThat(done).hasSize(2);
            SweepRunner.Summary resumed = new DuetRunner().run(plan, done, "run-e", duet(out),
                    new SweepRunner.Listener() {});
            assertThat(resumed.ran()).isZero();
            assertThat(resumed.skipped()).isEqualTo(4);
        }
        assertThat(dir.resolve("scratch")).isEmptyDirectory();
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aPairWithAFailedSideRecordsBothRowsTheFailedOneAsFailed() throws Exception {
        // the file's second line is not JSON: that trial fails once it reads it, after the barrier
        Path bad = Files.writeString(dir.resolve("bad.ndjson"), "{\"message\": \"a\"}\n{\"message\": \n");
        List<SweepConfig> configs = List.of(config("ok", "http_logs", 2_000, "4mb"),
                config("bad", "ndjson:" + bad, 2, "4mb"));
        Path csv = dir.resolve("failed.csv");
        DuetOutcome outcome;
        try (ResultFiles out = ResultFiles.open(csv, false)) {
            outcome = duet(out).launch(DuetPlan.of(configs, 0, 1, 1).getFirst(), "run-f");
        }
        assertThat(outcome.baseline().ok()).isTrue();
        assertThat(outcome.contender().ok()).isFalse();
        assertThat(outcome.contender().error()).contains("bad.ndjson:2: malformed JSON");
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        assertThat(rows).extracting(row -> row.get("duet_pair") + " " + row.get("status"))
                .containsExactly("1-1 ok", "1-1 failed");

        // a trial that fails while being set up (its file is gone) answers with its row instead of ready
        Path gone = Files.writeString(dir.resolve("gone.ndjson"), "{\"message\": \"a\"}\n");
        List<SweepConfig> early = List.of(config("ok", "http_logs", 2_000, "4mb"), config("gone", "ndjson:" + gone, 1,
                "4mb"));
        Files.delete(gone);
        try (ResultFiles out = ResultFiles.open(csv, false)) {
            outcome = duet(out).launch(DuetPlan.of(early, 0, 1, 1).getFirst(), "run-g");
        }
        assertThat(outcome.baseline().ok()).isTrue();
        assertThat(outcome.contender().ok()).isFalse();
        assertThat(outcome.flagged()).isTrue(); // the baseline ran alone
        assertThat(ResultsCsv.read(csv).subList(2, 4)).extracting(row -> row.get("run_id") + " " + row.get("status"))
                .containsExactly("run-g ok", "run-g failed");
    }

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void aPairStoppedWhileRunningIsNotRecorded() throws Exception {
        List<SweepConfig> configs = List.of(config("a", "http_logs", 50_000_000, "4mb"),
                config("b", "http_logs", 50_000_000, "8mb"));
        Path csv = dir.resolve("stopped.csv");
        try (ResultFiles out = ResultFiles.open(csv, false)) {
            DuetTrials trials = duet(out);
            trials.abort(); // as Ctrl-C does while a pair runs: both JVMs are killed as soon as they start
            DuetOutcome outcome = trials.launch(DuetPlan.of(configs, 0, 1, 1).getFirst(), "run-s");
            assertThat(outcome.stopped()).isTrue();
        }
        assertThat(csv).doesNotExist(); // created by the open, removed at close since nothing was written
        assertThat(dir.resolve("scratch")).isEmptyDirectory();
    }
}
