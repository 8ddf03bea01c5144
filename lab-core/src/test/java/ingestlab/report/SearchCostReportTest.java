package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ratios of lab search-cost, on trials whose phases are made up to known ratios. */
class SearchCostReportTest {
    /**
     * A trial of config {@code mode}: term-high runs at {@code qps} as ingested (and in its repeat, times
     * {@code drift}) and {@code merged} times the repeat's rate force-merged, over {@code segments} segments.
     */
    private static SearchPhaseRows.Trial trial(String mode, int round, double qps, double drift, double merged,
                                               int segments) {
        Map<String, String> row = Rows.row("flush_mode=" + mode, "trial=" + round, "status=ok", "merges=7",
                "search_all_qps=" + qps, "search_repeat_all_qps=" + qps * drift,
                "search_merged_all_qps=" + qps * drift * merged, "search_segments=" + segments,
                "search_term_high_qps=" + qps);
        return new SearchPhaseRows.Trial(row, Map.of(
                "as-ingested", Map.of("term-high", new SearchPhaseRows.Figures(qps, 1000 / qps, 4000 / qps, segments)),
                "as-ingested-repeat", Map.of("term-high",
                        new SearchPhaseRows.Figures(qps * drift, 1000 / qps / drift, 4000 / qps / drift, segments)),
                "force-merged-1", Map.of("term-high", new SearchPhaseRows.Figures(qps * drift * merged,
                        1000 / qps / drift / merged, 2000 / qps / drift / merged, 2))));
    }

    private static String render(List<SearchPhaseRows.Trial> trials, String baseline) {
        Configs configs = Configs.group(trials.stream().map(SearchPhaseRows.Trial::row).toList(),
                List.of("flush_mode"));
        Config base = baseline == null ? null : configs.single(RowFilter.parse(baseline, List.of("flush_mode")));
        return new SearchCostReport(configs, trials, base, 5).render();
    }

    @Test
    void aForceMergeThatDoublesTheRateShowsAsTwiceOverTheRepeatNotOverTheFirstRun() {
        List<SearchPhaseRows.Trial> trials = new ArrayList<>();
        double[] noise = {1.00, 1.02, 0.98, 1.01, 0.99};
        for (int round = 1; round <= 5; round++) {
            // the repeat runs 10% faster than the first (a warm-up drift): the merged phase is compared with it
            trials.add(trial("full", round, 1000 * noise[round - 1], 1.10, 2.0 * noise[5 - round], 200));
        }
        String out = render(trials, null);
        assertThat(out).contains("| all trials |      5 |")
                .containsPattern("\\| +200 \\| +2 \\| +1,000 \\| 1\\.10× \\(1\\.10\\.\\.1\\.10\\) \\* +"
                        + "\\| 2\\.00× \\(1\\.9\\d\\.\\.2\\.0\\d\\) \\*")
                // the p99 table: the merged p99 is half the repeat's p99 (2000 against 4000), over the rate's 2x
                .containsPattern("\\| term-high +\\| 0\\.25× \\(");
    }

    @Test
    void fewerRoundsThanTheMinimumAreMarkedInsufficientAndTakeNoStar() {
        List<SearchPhaseRows.Trial> trials = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            trials.add(trial("full", round, 1000 + round, 1.0, 3.0, 100));
        }
        String out = render(trials, null);
        assertThat(out).contains("insufficient rounds (3)").doesNotContain(") *");
    }

    @Test
    void theBaselineTablePairsOnlyTheRoundsBothConfigsRan() {
        List<SearchPhaseRows.Trial> trials = new ArrayList<>();
        for (int round = 1; round <= 6; round++) {
            trials.add(trial("full", round, 1000, 1.0, 2.0, 200));
            if (round != 6) {
                // next-buffer leaves half the segments and searches 1.5x as fast; its sixth round is missing
                trials.add(trial("next-buffer", round, 1500 * (round % 2 == 0 ? 1.01 : 0.99), 1.0, 2.0, 100));
            }
        }
        String out = render(trials, "flush_mode=full");
        assertThat(out).contains("## As ingested, over the baseline flush_mode=full")
                .containsPattern("\\| segments searched +\\| 0\\.50× \\(0\\.50\\.\\.0\\.50\\) +\\|")
                .containsPattern("\\| every type +\\| 1\\.50× \\(1\\.4\\d\\.\\.1\\.5\\d\\) \\* +\\|");
    }
}
