package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuList;
import ingestlab.results.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab sweep --duet} and a sweep file's {@code mode: duet}, end to end on tiny trials in real pinned JVMs. */
class SweepDuetTest {
    @TempDir
    Path dir;

    /** Only where each side can have CPUs of its own (Linux, two CPUs or more, taskset). */
    @BeforeEach
    void pinnable() {
        try {
            CpuAffinity.halves();
        } catch (CannotPin e) {
            assumeTrue(false, e.getMessage());
        }
    }

    @Test
    void aSweepFileSaysModeDuetAndTheDryRunShowsEachTrialsPairAndCpus() throws Exception {
        Path file = Files.writeString(dir.resolve("duet.yaml"), "mode: duet\nbase:\n  dataset: geopoint\n"
                + "configs:\n  - name: one\n    shards: 1\n  - name: two\n    shards: 2\n  - name: four\n    shards: 4\n");
        CliRun run = CliRun.of("sweep", "--file", file.toString(), "--trials", "2", "--dry-run");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("= 8 trials").contains("duet: the first config")
                .contains("#1 one trial 1  pair 1-").contains("pair 2-2 on CPUs");
        assertThat(run.out().lines().filter(line -> line.contains(" one trial "))).hasSize(4);
    }

    /**
     * A duet sweep end to end: {@code kill -9} while a pair runs, then {@code --resume}. The killed pair left neither
     * row and runs again; every pair is recorded whole, none twice, on disjoint CPU halves that swap from pair to pair,
     * each side under G1; a last resume finds nothing to run. One sweep covers all of it because each duet sweep costs
     * four trial JVMs. The kill waits for the recorded warm-up pair and the next pair's JVMs (their folders in the work
     * dir), then a seeded random moment (not a timing being asserted).
     */
    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void aDuetKilledMidPairRecordsNeitherRowResumesThePairOnSwappedHalvesAndThenSkipsAll() throws Exception {
        Path out = dir.resolve("k.csv");
        Path work = dir.resolve("work");
        List<String> sweep = List.of("--duet", "--dataset", "geopoint", "--docs", "10000", "--bulk-size", "200",
                "--buffer", "4mb,8mb", "--trials", "1", "--warmup-trials", "1", "--resume", "--work-dir",
                work.toString(), "--out", out.toString());
        Process killed = SweepCommandTest.labProcess(sweep);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!(rows(out) >= 2 && !Folders.entries(work).isEmpty())) {
            assertThat(killed.isAlive()).as("the sweep still runs, waiting for a pair and the next").isTrue();
            assertThat(System.nanoTime() - deadline).as("waiting for a pair and the next").isNegative();
            Thread.sleep(5);
        }
        Thread.sleep(new java.util.Random(20261125).nextInt(300));
        killed.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
        assertThat(rows(out) % 2).as("rows come in whole pairs").isZero();
        assertThat(rows(out)).as("the killed pair's rows").isLessThan(4);

        Path stdout = dir.resolve("resumed.out");
        Process resumed = SweepCommandTest.labProcess(sweep, stdout, dir.resolve("resumed.err"));
        assertThat(resumed.waitFor(4, TimeUnit.MINUTES)).isTrue();
        assertThat(resumed.exitValue()).as(Files.readString(dir.resolve("resumed.err"))).isZero();
        assertThat(Files.readString(stdout)).contains("duet: the first config with each other one in turn")
                .contains("Done: 2 trial(s) run (0 failed), 2 already in the output");
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("duet_pair") + " " + r.get("buffer") + " " + r.get("warmup"))
                .containsExactly("w1-1 4mb true", "w1-1 8mb true", "1-1 4mb false", "1-1 8mb false");
        for (int pair = 0; pair < 2; pair++) {
            assertThat(CpuList.parse(rows.get(2 * pair).get("cpus")).cpus())
                    .doesNotContainAnyElementsOf(CpuList.parse(rows.get(2 * pair + 1).get("cpus")).cpus());
        }
        assertThat(rows.get(0).get("cpus")).isEqualTo(rows.get(3).get("cpus")); // the halves swapped
        assertThat(rows).allMatch(r -> r.get("status").equals("ok") && !r.get("overlap").isEmpty()
                && !r.get("trial_start").isEmpty() && !r.get("trial_end").isEmpty());
        // a JVM told it has one CPU would pick the serial collector by itself; each side runs G1, as a sequential
        // trial and Elasticsearch do
        assertThat(rows).extracting(r -> r.get("gc")).allMatch(gc -> gc.startsWith("G1 "));

        List<String> resumeAgain = new ArrayList<>(List.of("sweep"));
        resumeAgain.addAll(sweep);
        CliRun again = CliRun.of(resumeAgain.toArray(new String[0]));
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("resuming: 4 trial(s) already there")
                .contains("Done: 0 trial(s) run (0 failed), 4 already in the output");
        assertThat(ResultsCsv.read(out)).hasSize(4);
    }

    /** Whole lines of the results file after its header. */
    private static long rows(Path out) throws java.io.IOException {
        return !Files.exists(out) ? 0
                : Math.max(0, Files.readString(out).chars().filter(c -> c == '\n').count() - 1);
    }
}
