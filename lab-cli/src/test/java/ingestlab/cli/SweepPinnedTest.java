package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.results.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab sweep --cpus}: every trial in a JVM pinned to the CPUs, end to end on tiny trials; and its refusals. */
class SweepPinnedTest {
    @TempDir
    Path dir;

    /** Whether this process may pin a JVM to {@code cpus} here (Linux, taskset, the CPUs allowed). */
    private static boolean pinnable(String cpus) {
        try {
            CpuAffinity.pinning(cpus);
            return true;
        } catch (CannotPin e) {
            return false;
        }
    }

    @Test
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    void everyTrialRunsPinnedWithG1AndItsRowSaysSoWithThreadsSizedForItsCpus() throws Exception {
        assumeTrue(pinnable("0"), "cannot pin to CPU 0 here");
        Path out = dir.resolve("pinned.csv");
        CliRun run = CliRun.of("sweep", "--cpus", "0", "--dataset", "europarl", "--docs", "500", "--label", "A,B",
                "--trials", "1", LabJvm.TRIALS_WITH_CLIENT_COMPILER, "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Pinned: every trial on CPUs 0 (1), one at a time");
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("label")).containsExactlyInAnyOrder("A", "B");
        for (Map<String, String> row : rows) {
            assertThat(row).containsEntry("status", "ok").containsEntry("cpus", "0").containsEntry("design", "pinned")
                    .containsEntry("write_threads", "1").containsEntry("merge_threads", "1")
                    .containsEntry("duet_pair", "");
            assertThat(row.get("jvm_args")).contains("-XX:+UseG1GC").contains("-XX:ActiveProcessorCount=1");
            assertThat(row.get("gc")).startsWith("G1 ");
            assertThat(row.get("trial_start")).isNotEmpty();
            assertThat(row.get("trial_end")).isNotEmpty();
            assertThat(Double.parseDouble(row.get("docs_per_s_settled"))).isPositive()
                    .isLessThanOrEqualTo(Double.parseDouble(row.get("docs_per_s")));
            assertThat(Double.parseDouble(row.get("final_cpu_s"))).isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void aSweepFileSaysCpusAndItsTrialsAreSizedForThem() throws Exception {
        assumeTrue(pinnable("0"), "cannot pin to CPU 0 here");
        String sweep = "base:\n  docs: 100\ngrid:\n  label: [A, B]\n";
        Path pinned = Files.writeString(dir.resolve("pinned.yaml"), "cpus: 0\n" + sweep);
        Path plain = Files.writeString(dir.resolve("plain.yaml"), sweep);
        CliRun byFile = CliRun.of("sweep", "--file", pinned.toString(), "--dry-run");
        assertThat(byFile.exitCode()).as(byFile.err()).isZero();
        assertThat(byFile.out()).contains("Pinned: every trial on CPUs 0 (1), one at a time");
        // the same configs (their hashes: write threads for one CPU) as --cpus 0 gives
        assertThat(CliRun.of("sweep", "--file", plain.toString(), "--cpus", "0", "--dry-run").out())
                .isEqualTo(byFile.out());
        assumeTrue(Runtime.getRuntime().availableProcessors() > 1, "one CPU: pinned and unpinned trials alike");
        assertThat(CliRun.of("sweep", "--file", plain.toString(), "--dry-run").out())
                .doesNotContain("Pinned").isNotEqualTo(byFile.out().replaceAll("Pinned: .*\\R", ""));
    }

    @Test
    void aCpuThisProcessMayNotUseIsRefusedInOneLineAndNothingIsWritten() {
        assumeTrue(!pinnable("7") && pinnable("0"), "CPU 7 is usable here, or pinning is impossible");
        Path out = dir.resolve("seven.csv");
        String refusal = CliRun.of("sweep", "--cpus", "7", "--dataset", "europarl", "--docs", "2000", "--label",
                "A,B", "--trials", "1", "--out", out.toString()).refusal();
        assertThat(refusal).contains("--cpus").contains("'7' names CPU 7, which this process may not use");
        assertThat(out).doesNotExist();
        assertThat(Files.exists(dir.resolve("seven-timeline.csv"))).isFalse();
    }

    @Test
    void pinningIsRefusedWithNoForkAndWithADuetOnAnyMachine() throws Exception {
        Path out = dir.resolve("refused.csv");
        String noFork = CliRun.of("sweep", "--cpus", "0", "--no-fork", "--docs", "100", "--out", out.toString())
                .refusal();
        assertThat(noFork).contains("--cpus").contains("not with --no-fork");
        String duet = CliRun.of("sweep", "--cpus", "0", "--duet", "--docs", "100", "--buffer", "4mb,8mb", "--out",
                out.toString()).refusal();
        assertThat(duet).contains("--cpus").contains("not with --duet");
        Path file = Files.writeString(dir.resolve("cpus.yaml"),
                "cpus: [0, 1]\nbase:\n  docs: 100\ngrid:\n  label: [A, B]\n");
        String list = CliRun.of("sweep", "--file", file.toString(), "--out", out.toString()).refusal();
        assertThat(list).contains("cpus: must be one CPU list");
        Path duetFile = Files.writeString(dir.resolve("duet-cpus.yaml"),
                "mode: duet\ncpus: 0\nbase:\n  docs: 100\ngrid:\n  label: [A, B]\n");
        String fileDuet = CliRun.of("sweep", "--file", duetFile.toString(), "--out", out.toString()).refusal();
        assertThat(fileDuet).as("a duet file's cpus: is refused, not ignored").contains("--file")
                .contains("not with --file (cpus 0)");
        assertThat(out).doesNotExist();
    }
}
