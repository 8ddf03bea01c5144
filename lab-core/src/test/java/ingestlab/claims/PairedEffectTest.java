package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.metrics.Metric;
import ingestlab.report.PairedEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class PairedEffectTest {
    /** The rows of a level, as a claim names it (a setting and its value). */
    private static Predicate<Map<String, String>> at(String setting, String value) {
        return Level.of(Map.of(setting, value))::matches;
    }

    private static Map<String, String> row(int trial, int shards, double docsPerS, String status) {
        return Map.of("trial", Integer.toString(trial), "shards", Integer.toString(shards),
                "docs_per_s", Double.toString(docsPerS), "status", status, "warmup", "false",
                "cpu_s", "20", "elapsed_s", "10");
    }

    @Test
    void aConstantRatioIsTheEffectWhateverTheRoundsLoad() {
        List<Map<String, String>> rows = new ArrayList<>();
        double[] load = {1000, 1500, 800, 1200, 900};
        for (int t = 0; t < load.length; t++) {
            rows.add(row(t + 1, 1, load[t], "ok"));
            rows.add(row(t + 1, 2, load[t] * 1.25, "ok"));
        }
        PairedEffect effect = PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), "docs_per_s");
        assertThat(effect.mean()).isCloseTo(1.25, within(1e-12));
        assertThat(effect.ci().low()).isCloseTo(1.25, within(1e-12));
        assertThat(effect.ci().high()).isCloseTo(1.25, within(1e-12));
        assertThat(effect.rounds()).isEqualTo(5);
        // docs per CPU-second: both sides at two busy cores, so the same ratio
        assertThat(PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), Metric.DOCS_PER_CPU_S.column()).mean()).isCloseTo(1.25, within(1e-12));
    }

    @Test
    void roundsArePairedByTrialAndIncompleteOrFailedRoundsLeftOut() {
        List<Map<String, String>> rows = List.of(
                row(1, 1, 100, "ok"), row(1, 2, 150, "ok"),
                row(2, 1, 200, "ok"), row(2, 2, 200, "ok"),
                row(3, 1, 100, "ok"), row(3, 2, 999, "failed"),
                row(4, 2, 300, "ok"));
        PairedEffect effect = PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), "docs_per_s");
        assertThat(effect.ratios()).containsExactly(1.5, 1.0);
        assertThat(effect.mean()).as("the geometric mean").isCloseTo(Math.sqrt(1.5), within(1e-12));
        assertThat(effect.ci().low()).isLessThan(1.0);
    }

    @Test
    void aCountNeitherSideReachedIsNoChangeAndOneSideAtZeroIsAFullDrop() {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int t = 1; t <= 3; t++) {
            rows.add(Map.of("trial", "" + t, "shards", "1", "merges", "0", "status", "ok"));
            rows.add(Map.of("trial", "" + t, "shards", "2", "merges", t == 3 ? "5" : "0", "status", "ok"));
            rows.add(Map.of("trial", "" + t, "shards", "3", "merges", "4", "status", "ok"));
        }
        assertThat(PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), "merges").ratios())
                .as("0 and 0 is no change; 0 then 5 has no finite ratio").containsExactly(1.0, 1.0,
                        Double.POSITIVE_INFINITY);
        assertThat(PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), "merges").ci().isKnown())
                .as("so no interval, and no verdict").isFalse();
        PairedEffect rise = PairedEffect.of(rows, at("shards", "1"), at("shards", "2"), "merges");
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, rise.mean(), rise.ci(), rise.pValue(), 1, 0.05))
                .as("nothing to judge: the rounds cannot tell").isEqualTo(ClaimVerdict.INCONCLUSIVE);
        assertThat(PairedEffect.of(rows, at("shards", "3"), at("shards", "1"), "merges").mean())
                .isEqualTo(0.0);
    }

    @Test
    void aSettingIsMatchedAsItsColumnHoldsIt() {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int t = 1; t <= 3; t++) {
            rows.add(Map.of("trial", "" + t, "refresh_interval_ms", "1000", "docs_per_s", "100", "status", "ok"));
            rows.add(Map.of("trial", "" + t, "refresh_interval_ms", "5000", "docs_per_s", "120", "status", "ok"));
        }
        PairedEffect effect = PairedEffect.of(rows, at("refresh_interval", "1s"),
                at("refresh_interval", "5s"), "docs_per_s");
        assertThat(effect.mean()).isCloseTo(1.2, within(1e-12));
    }
}
