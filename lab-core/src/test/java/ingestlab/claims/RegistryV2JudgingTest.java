package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import ingestlab.report.PairedEffect;
import ingestlab.results.Design;
import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.Equivalence;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
        return RegistryAdjustment.apply(all, read.rules().significance()).claims();
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
        assertThat(ControlNote.of(judged, SuiteBudget.NONE, false)).contains("A/A control (few, docs_per_s)")
                .contains("4 rounds").contains("failed: insufficient rounds");
        assertThat(ControlNote.firstLine(judged, false)).startsWith("**The A/A control failed** (few: failed: insufficient");
    }

    /** The A/A control's three outcomes: passed, a false difference, and too imprecise to show no difference. */
    @Test
    void theControlSaysWhetherItPassedFoundAFalseDifferenceOrLackedPrecision(@TempDir Path dir) throws Exception {
        csv(dir, "acts", "shards", 6, 1.5, 12);
        csv(dir, "idle", "replicas", 6, 1.5, 0);
        csv(dir, "few", "threads", 8, 1.0, 0);
        List<JudgedClaim> passed = judge(dir, "unadjusted");
        assertThat(ControlNote.of(passed, SuiteBudget.NONE, false)).contains("8 rounds, ±").contains("passed: its 90% "
                + "interval lies within ±5.1%");
        assertThat(ControlNote.firstLine(passed, false)).isEmpty();
        csv(dir, "few", "threads", 8, 1.10, 0);
        assertThat(ControlNote.of(judge(dir, "unadjusted"), SuiteBudget.NONE, false))
                .contains("failed: its interval excludes 1, a difference where there is none");
        assertThat(ControlNote.firstLine(judge(dir, "unadjusted"), false)).startsWith("**The A/A control failed**")
                .contains("every verdict below is read against its half-width");
        StringBuilder wide = new StringBuilder("trial,status,warmup,threads,docs_per_s,merges,cpu_s,elapsed_s\n");
        double[] ratios = {0.94, 1.13, 1.11, 1.02, 1.12, 0.99, 0.96, 1.13}; // the shape of a real 8-round control
        for (int t = 0; t < ratios.length; t++) {
            wide.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,0,20,10%n%d,ok,false,2,%.1f,0,20,10%n", t + 1,
                    t + 1, 1000 * ratios[t]));
        }
        Files.writeString(dir.resolve("few.csv"), wide);
        assertThat(ControlNote.of(judge(dir, "unadjusted"), SuiteBudget.NONE, false))
                .contains("failed: its 90% interval reaches past ±5.1%")
                .contains("so at 8 rounds the suite cannot tell a change of that size from none");
    }

    /**
     * Two comparisons at p = 0.03 and 0.04: each significant alone, neither after Holm over the two (0.06 and 0.06),
     * and a third registered comparison that was not tested stays in the family with p = 1, so m = 3 and both rise
     * to 0.09 (Holm: 3 × 0.03, then max(0.09, 2 × 0.04)).
     */
    @Test
    void holmsFamilyIsFixedAtRegistrationWhateverTheOutcomes() {
        List<JudgedClaim> two = List.of(judged("a", 0.03, ClaimVerdict.REPRODUCED),
                judged("b", 0.04, ClaimVerdict.REPRODUCED));
        RegistryAdjustment.Adjusted holm = RegistryAdjustment.apply(two, RegistryRules.Significance.HOLM);
        assertThat(holm.differenceFamily()).isEqualTo(2);
        for (JudgedClaim claim : holm.claims()) {
            JudgedComparison j = claim.comparisons().getFirst();
            assertThat(j.adjustedP()).isCloseTo(0.06, org.assertj.core.api.Assertions.within(1e-12));
            assertThat(j.unadjusted()).isEqualTo(ClaimVerdict.REPRODUCED);
            assertThat(j.verdict()).as("no longer significant, and no equivalence shown")
                    .isEqualTo(ClaimVerdict.INCONCLUSIVE);
        }
        List<JudgedClaim> three = List.of(two.get(0), two.get(1), judged("c", Double.NaN, ClaimVerdict.NOT_TESTED));
        RegistryAdjustment.Adjusted fixed = RegistryAdjustment.apply(three, RegistryRules.Significance.HOLM);
        assertThat(fixed.differenceFamily()).isEqualTo(3);
        assertThat(fixed.equivalenceFamily()).isEqualTo(3);
        assertThat(fixed.claims()).extracting(c -> c.comparisons().getFirst().adjustedP())
                .containsExactly(0.09, 0.09, 1.0);
        assertThat(fixed.claims().get(2).comparisons().getFirst().verdict()).isEqualTo(ClaimVerdict.NOT_TESTED);
        RegistryAdjustment.Adjusted unadjusted = RegistryAdjustment.apply(three, RegistryRules.Significance.UNADJUSTED);
        assertThat(unadjusted.claims().get(0).comparisons().getFirst().verdict()).isEqualTo(ClaimVerdict.REPRODUCED);
    }

    private static JudgedClaim judged(String id, double p, ClaimVerdict unadjusted) {
        ClaimComparison c = new ClaimComparison(Map.of("shards", "1"), Map.of("shards", "2"), Metric.DOCS_PER_S,
                ClaimedDirection.HIGHER, null);
        PairedEffect effect = new PairedEffect(1.1, new ConfidenceInterval(1.01, 1.2), List.of(1.1, 1.1, 1.1, 1.1, 1.1),
                0.05, p, 0);
        Claim claim = new Claim(id, "S", "x", "", "", "s.yaml", "", "", "", 5, "", "", Double.NaN, Metric.DOCS_PER_S,
                "", List.of(c), Design.SEQUENTIAL, List.of(), 5, false, "", "", 0.05);
        return new JudgedClaim(claim, List.of(), List.of(new JudgedComparison(c, effect, ConditionCheck.NONE,
                new Equivalence(1, ConfidenceInterval.UNKNOWN), 0.05, unadjusted, Double.NaN, Double.NaN,
                unadjusted)));
    }

    @Test
    void aConditionOnAnUnknownColumnFailsTheRegistry(@TempDir Path dir) throws Exception {
        Path registry = dir.resolve("claims.yaml");
        Files.writeString(registry, REGISTRY.formatted("holm").replace("[merges >= 10]", "[mergez >= 10]"));
        assertThatThrownBy(() -> ClaimRegistry.read(registry)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'mergez' is not a result column's metric");
    }
}
