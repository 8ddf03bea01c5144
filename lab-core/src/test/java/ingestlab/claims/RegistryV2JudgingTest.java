package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registry v2's verdict ladder: not tested, insufficient rounds, then the interval, then Holm across the registry. */
class RegistryV2JudgingTest {
    private static final String REGISTRY = """
            min_rounds: 5
            condition_share: 1.0
            significance: %s
            claims:
              - id: acts
                source: S
                statement: "x"
                experiment:
                  sweep: s.yaml
                  baseline: {shards: 1}
                  conditions: [merges >= 10]
                  comparisons:
                    - {contender: {shards: 2}}
                primary_metric: docs_per_s
                expected_direction: higher
              - id: idle
                source: S
                statement: "y"
                experiment:
                  sweep: s.yaml
                  baseline: {replicas: 1}
                  conditions: [merges >= 10]
                  comparisons:
                    - {contender: {replicas: 0}}
                primary_metric: docs_per_s
                expected_direction: higher
              - id: few
                source: S
                statement: "z"
                control: true
                experiment:
                  sweep: s.yaml
                  baseline: {threads: 1}
                  comparisons:
                    - {contender: {threads: 2}, expected_direction: same}
                primary_metric: docs_per_s
                expected_direction: same
            """;

    private static void csv(Path dir, String id, String factor, int rounds, double gain, int merges) throws Exception {
        StringBuilder csv = new StringBuilder("trial,status,warmup," + factor + ",docs_per_s,merges,cpu_s,elapsed_s\n");
        double[] load = {1000, 1100, 900, 1050, 980, 1020, 990, 1010};
        double[] wobble = {1.0, 1.02, 0.98, 1.01, 0.99, 1.0, 1.01, 0.99};
        String[] levels = factor.equals("replicas") ? new String[] {"1", "0"} : new String[] {"1", "2"};
        for (int t = 0; t < rounds; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,%s,%.1f,%d,20,10%n", t + 1, levels[0], load[t], merges));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,%s,%.1f,%d,20,10%n", t + 1, levels[1],
                    load[t] * gain * wobble[t], merges));
        }
        Files.writeString(dir.resolve(id + ".csv"), csv);
    }

    private static List<JudgedClaim> judge(Path dir, String significance) throws Exception {
        Path registry = dir.resolve("claims.yaml");
        Files.writeString(registry, REGISTRY.formatted(significance));
        ClaimRegistry read = ClaimRegistry.read(registry);
        ClaimJudge judge = new ClaimJudge(dir, read.rules());
        List<JudgedClaim> all = new java.util.ArrayList<>();
        for (Claim claim : read.claims()) {
            all.add(judge.judge(claim));
        }
        return RegistryAdjustment.apply(all, read.rules().significance());
    }

    @Test
    void aFactorThatNeverActedIsNotTestedAndFewRoundsAreInsufficient(@TempDir Path dir) throws Exception {
        csv(dir, "acts", "shards", 6, 1.5, 12);
        csv(dir, "idle", "replicas", 6, 1.5, 0);
        csv(dir, "few", "threads", 4, 1.0, 0);
        List<JudgedClaim> judged = judge(dir, "unadjusted");
        assertThat(judged.get(0).verdict()).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(judged.get(1).verdict()).as("the same rise, but no merge").isEqualTo(ClaimVerdict.NOT_TESTED);
        assertThat(judged.get(1).comparisons().getFirst().conditions().describe())
                .isEqualTo("failed: merges >= 10 (0 of 12 trials; lowest 0, median 0)");
        assertThat(judged.get(2).verdict()).isEqualTo(ClaimVerdict.INSUFFICIENT_ROUNDS);
        assertThat(ControlNote.of(judged)).contains("A/A control (few, docs_per_s)").contains("4 rounds");
    }

    @Test
    void holmCanTakeAVerdictBackAndKeepsTheUnadjustedBesideIt(@TempDir Path dir) throws Exception {
        csv(dir, "acts", "shards", 5, 1.02, 12); // a small, barely significant rise
        csv(dir, "idle", "replicas", 5, 1.5, 12);
        csv(dir, "few", "threads", 5, 1.0, 12);
        List<JudgedClaim> unadjusted = judge(dir, "unadjusted");
        List<JudgedClaim> holm = judge(dir, "holm");
        JudgedComparison small = holm.get(0).comparisons().getFirst();
        assertThat(small.adjustedP()).isGreaterThanOrEqualTo(small.effect().pValue());
        assertThat(unadjusted.get(0).comparisons().getFirst().verdict()).isEqualTo(small.unadjusted());
        if (small.unadjusted() == ClaimVerdict.REPRODUCED && small.adjustedP() >= 0.05) {
            assertThat(small.verdict()).isEqualTo(ClaimVerdict.NOT_REPRODUCED);
        }
        assertThat(holm.get(1).verdict()).as("a large rise survives").isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(holm.get(2).comparisons().getFirst().adjustedP()).as("a 'same' comparison takes no part").isNaN();
    }

    @Test
    void aConditionOnAnUnknownColumnFailsTheRegistry(@TempDir Path dir) throws Exception {
        Path registry = dir.resolve("claims.yaml");
        Files.writeString(registry, REGISTRY.formatted("holm").replace("[merges >= 10]", "[mergez >= 10]"));
        assertThatThrownBy(() -> ClaimRegistry.read(registry)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'mergez' is not a result column's metric");
    }
}
