package ingestlab.cli;

import static ingestlab.cli.Fixtures.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.results.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab compare} on committed result files. */
class CompareCommandEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void twoFilesGiveARallyStyleTable() {
        CliRun run = CliRun.of("compare", path("next-buffer.csv"), path("full.csv"), "--metrics",
                "docs_per_s,store_bytes");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).as("same environment: no warning").isEmpty();
        assertThat(run.out()).startsWith("Baseline: next-buffer.csv (3 ok trials); contender: full.csv (3 ok trials)")
                .contains("| Metric      | Unit   |          Baseline |         Contender |")
                .containsPattern("\\| docs_per_s +\\| docs/s \\| 27321\\.4 ± 46287\\.8 \\| 44282\\.1 ± 80430\\.3 \\| "
                        + "\\+16960\\.7 \\| \\+62\\.1% \\| +0\\.4858 \\| n\\.s\\. +\\|");
    }

    @Test
    void twoConfigsOfOneFileWithSignificanceAndDirection() throws Exception {
        Path out = dir.resolve("compare.csv");
        CliRun run = CliRun.of("compare", path("sweep-1.csv"), "--baseline", "flush_mode=next-buffer,buffer=4mb",
                "--contender", "flush_mode=next-buffer,buffer=16mb", "--metrics", "docs_per_s,flushes",
                "--format", "csv");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Files.writeString(out, run.out());
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("metric")).containsExactly("docs_per_s", "flushes");
        Map<String, String> docsPerS = rows.get(0);
        assertThat(docsPerS.get("baseline_n")).isEqualTo("2");
        assertThat(Double.parseDouble(docsPerS.get("p_value"))).isLessThan(0.05);
        assertThat(docsPerS.get("change")).as("more docs/s with a bigger buffer").isEqualTo("better");
        assertThat(rows.get(1).get("change")).as("fewer flushes are better").isEqualTo("better");
    }

    @Test
    void pairedRoundsGiveTheRatioOfEachRoundWithoutWarmUps() throws Exception {
        CliRun run = CliRun.of("compare", path("sweep-1.csv"), "--baseline", "buffer=4mb", "--contender",
                "buffer=16mb", "--metrics", "docs_per_s", "--paired", "--format", "csv");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, String> docsPerS = ResultsCsv.read(Files.writeString(dir.resolve("paired.csv"), run.out()))
                .getFirst();
        // rounds 2 and 3 (round 1 is the warm-ups): 48203.9 / 36241.5 and 48136.9 / 35350.6
        assertThat(docsPerS).containsEntry("rounds", "2").containsEntry("change", "better");
        assertThat(Double.parseDouble(docsPerS.get("ratio")))
                .isCloseTo(Math.sqrt(48203.9 / 36241.5 * (48136.9 / 35350.6)), within(1e-9));
    }

    @Test
    void mannWhitneyOnRequest() {
        CliRun run = CliRun.of("compare", path("next-buffer.csv"), path("full.csv"), "--metrics", "docs_per_s",
                "--test", "mwu");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("p-value: Mann-Whitney U (normal approximation)").contains("0.5127");
    }

    @Test
    void unlikeEnvironmentsGetAWarningFirst() {
        CliRun run = CliRun.of("compare", path("next-buffer.csv"), path("other-java.csv"), "--metrics", "docs_per_s");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err().strip()).startsWith("Warning: these rows come from unlike environments (java_version ")
                .contains("21.0.5").doesNotContain("\n");
    }
}
