package ingestlab.report;

import ingestlab.results.DuetPairRows;
import ingestlab.results.TrialColumn;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The pairs of an A/A run (one config against itself) as ratios of a metric, for its noise floor
 * ({@link ingestlab.stats.NoiseFloor}): a duet's pairs as they ran, each the later-planned side over the other; a
 * sequential run's trials, in run order, paired at a lag (1: back to back; 3: as far apart as a round of four configs
 * puts a baseline and its contender), each trial in one pair. Failed and warm-up trials are left out, and with them
 * their pairs.
 */
final class NoisePairs {
    private NoisePairs() {}

    /** Each duet pair's ratio, in file order. */
    public static List<Double> duet(List<Map<String, String>> rows, String metric) {
        List<Double> ratios = new ArrayList<>();
        for (List<Map<String, String>> pair : DuetPairRows.of(rows)) {
            if (pair.size() == 2 && pair.stream().allMatch(RowMetrics::counts)) {
                List<Map<String, String>> byOrder = pair.stream().sorted(Comparator.comparingInt(NoisePairs::order))
                        .toList();
                ratios.add(RowMetrics.value(byOrder.get(1), metric) / RowMetrics.value(byOrder.get(0), metric));
            }
        }
        return ratios;
    }

    /**
     * A sequential run's ratios: its counted trials in run order, taken in blocks of {@code 2 * lag}, each block's
     * trial i paired with trial i + lag (the later over the earlier); an incomplete last block is left out.
     */
    public static List<Double> sequential(List<Map<String, String>> rows, String metric, int lag) {
        if (lag < 1) {
            throw new IllegalArgumentException("'" + lag + "' is not a lag (must be at least 1)");
        }
        List<Map<String, String>> trials = rows.stream().filter(RowMetrics::counts)
                .sorted(Comparator.comparing((Map<String, String> r) -> r.get(TrialColumn.RUN_ID.column()))
                        .thenComparingInt(NoisePairs::order)).toList();
        List<Double> ratios = new ArrayList<>();
        for (int block = 0; block + 2 * lag <= trials.size(); block += 2 * lag) {
            for (int i = block; i < block + lag; i++) {
                ratios.add(RowMetrics.value(trials.get(i + lag), metric) / RowMetrics.value(trials.get(i), metric));
            }
        }
        return ratios;
    }

    private static int order(Map<String, String> row) {
        return Integer.parseInt(row.get(TrialColumn.ORDER.column()));
    }
}
