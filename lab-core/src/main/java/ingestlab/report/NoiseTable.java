package ingestlab.report;

import ingestlab.results.DuetPairRows;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialSpan;
import ingestlab.stats.NoiseFloor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code lab noise}: the noise floor of A/A runs (one config against itself), one line per file and pairing: how many
 * pairs, the standard deviation of their log ratio, the 95% t half-width the mean of 8 such pairs would have, and
 * the pairs a 3% half-width needs. A duet's file pairs by {@code duet_pair} (and counts its flagged pairs); a
 * sequential run's pairs its trials at each lag asked for ({@link NoisePairs}).
 */
public final class NoiseTable {
    /** The rounds the claims suite plans for most claims, and the half-width it aims at. */
    public static final int SUITE_PAIRS = 8;
    public static final double TARGET = 0.03;

    private final MarkdownTable table = new MarkdownTable(List.of("File", "Pairing", "Pairs", "Flagged",
            "SD of log ratio", "Half-width at " + SUITE_PAIRS + " pairs", "Pairs for ±3%"));

    /** Adds a file's lines: its duet pairs if it has any, else its trials paired at each of {@code lags}. */
    public NoiseTable add(String file, List<Map<String, String>> rows, String metric, List<Integer> lags) {
        List<Double> duet = NoisePairs.duet(rows, metric);
        if (!duet.isEmpty()) {
            long flagged = DuetPairRows.of(rows).stream().filter(pair -> pair.size() == 2 && pair.stream().anyMatch(
                    row -> !(RowMetrics.value(row, TrialColumn.OVERLAP.column()) >= TrialSpan.MIN_PAIR_OVERLAP)))
                    .count();
            line(file, "duet pairs", duet, Long.toString(flagged));
            return this;
        }
        for (int lag : lags) {
            line(file, lag == 1 ? "back to back" : "at a lag of " + lag, NoisePairs.sequential(rows, metric, lag), "");
        }
        return this;
    }

    private void line(String file, String pairing, List<Double> ratios, String flagged) {
        NoiseFloor floor = NoiseFloor.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        boolean known = !Double.isNaN(floor.sd());
        int needed = floor.pairsFor(TARGET);
        List<String> cells = new ArrayList<>(List.of(file, pairing, Integer.toString(floor.pairs()), flagged,
                known ? String.format(Locale.ROOT, "%.4f", floor.sd()) : "",
                known ? String.format(Locale.ROOT, "±%.1f%%", 100 * floor.halfWidth(SUITE_PAIRS)) : "",
                needed < 0 ? "" : Integer.toString(needed)));
        table.row(cells);
    }

    public String render() {
        return table.render();
    }
}
