package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** A duet pair's effect is the ratio of its own two trials, not of its round; pairs that overlapped little are counted. */
class DuetPairedEffectTest {
    private static Map<String, String> row(String pair, int trial, int shards, double docsPerS, String overlap) {
        return Map.of("run_id", "r", "duet_pair", pair, "trial", Integer.toString(trial), "shards",
                Integer.toString(shards), "docs_per_s", Double.toString(docsPerS), "status", "ok", "warmup", "false",
                "overlap", overlap);
    }

    private static Predicate<Map<String, String>> shards(int n) {
        return row -> row.get("shards").equals(Integer.toString(n));
    }

    @Test
    void theBaselineMetByEachContenderInARoundPairsWithThatContenderAlone() {
        // round 1: the baseline (1 shard) ran twice, once beside 2 shards, once beside 4
        List<Map<String, String>> rows = List.of(
                row("1-1", 1, 1, 100, "0.99"), row("1-1", 1, 2, 150, "0.97"),
                row("1-2", 1, 1, 200, "0.95"), row("1-2", 1, 4, 100, "0.96"),
                row("2-1", 2, 1, 100, "0.80"), row("2-1", 2, 2, 120, "0.99"));
        PairedEffect two = PairedEffect.of(rows, shards(1), shards(2), "docs_per_s");
        assertThat(two.ratios()).containsExactly(1.5, 1.2);
        assertThat(two.flaggedPairs()).isEqualTo(1);
        PairedEffect four = PairedEffect.of(rows, shards(1), shards(4), "docs_per_s");
        assertThat(four.ratios()).containsExactly(0.5);
        assertThat(four.flaggedPairs()).isZero();
    }

    @Test
    void sequentialRoundsHaveNoFlaggedPairs() {
        List<Map<String, String>> rows = List.of(
                Map.of("trial", "1", "shards", "1", "docs_per_s", "100", "status", "ok", "warmup", "false"),
                Map.of("trial", "1", "shards", "2", "docs_per_s", "110", "status", "ok", "warmup", "false"));
        PairedEffect effect = PairedEffect.of(rows, shards(1), shards(2), "docs_per_s");
        assertThat(effect.ratios()).containsExactly(1.1);
        assertThat(effect.flaggedPairs()).isZero();
    }
}
