package ingestlab.report;

import ingestlab.results.DuetPairRows;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialSpan;
import ingestlab.stats.NoiseFloor;
import ingestlab.stats.SpreadRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code lab noise}: the noise floor of A/A runs (one config against itself), one line per file and pairing: how many
 * pairs, the standard deviation of their log ratio, the 95% t half-width the mean of 8 such pairs would have, and
 * the pairs a 3% half-width needs. A duet's file pairs by {@code duet_pair} (and counts its flagged pairs); a
 * sequential run's pairs its trials at each lag asked for ({@link NoisePairs}). Where a duet's file and a sequential
 * one ran the same config (one {@code config_hash}), a second table gives the duet's SD over the sequential one's at
 * each lag, with its 95% interval ({@link SpreadRatio}), against the adoption threshold of reports/noise.md.
 */
public final class NoiseTable {
    /** The rounds the claims suite plans for most claims, and the half-width it aims at. */
    public static final int SUITE_PAIRS = 8;
    public static final double TARGET = 0.03;
    /** The duet's SD at most this share of the sequential one's: the adoption rule's threshold (reports/noise.md). */
    public static final double ADOPTION_RATIO = 0.7;

    /** One line's noise floor, kept for the duet-against-sequential table. */
    private record Floor(String file, String config, String pairing, NoiseFloor floor) {}

    private final MarkdownTable table = new MarkdownTable(List.of("File", "Pairing", "Pairs", "Flagged",
            "SD of log ratio", "Half-width at " + SUITE_PAIRS + " pairs", "Pairs for ±3%"));
    private final List<Floor> duets = new ArrayList<>();
    private final List<Floor> sequentials = new ArrayList<>();

    /** Adds a file's lines: its duet pairs if it has any, else its trials paired at each of {@code lags}. */
    public NoiseTable add(String file, List<Map<String, String>> rows, String metric, List<Integer> lags) {
        List<Double> duet = NoisePairs.duet(rows, metric);
        if (!duet.isEmpty()) {
            long flagged = DuetPairRows.of(rows).stream().filter(pair -> pair.size() == 2 && pair.stream().anyMatch(
                    row -> !(RowMetrics.value(row, TrialColumn.OVERLAP.column()) >= TrialSpan.MIN_PAIR_OVERLAP)))
                    .count();
            duets.add(new Floor(file, config(rows), "duet pairs", line(file, "duet pairs", duet, Long.toString(flagged))));
            return this;
        }
        for (int lag : lags) {
            String pairing = lag == 1 ? "back to back" : "at a lag of " + lag;
            sequentials.add(new Floor(file, config(rows), pairing,
                    line(file, pairing, NoisePairs.sequential(rows, metric, lag), "")));
        }
        return this;
    }

    /** The file's one config hash, or null when it has none or several. */
    private static String config(List<Map<String, String>> rows) {
        List<String> hashes = rows.stream().map(r -> r.get(TrialColumn.CONFIG_HASH.column())).distinct().toList();
        return hashes.size() == 1 ? hashes.getFirst() : null;
    }

    private NoiseFloor line(String file, String pairing, List<Double> ratios, String flagged) {
        NoiseFloor floor = NoiseFloor.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        boolean known = !Double.isNaN(floor.sd());
        int needed = floor.pairsFor(TARGET);
        List<String> cells = new ArrayList<>(List.of(file, pairing, Integer.toString(floor.pairs()), flagged,
                known ? String.format(Locale.ROOT, "%.4f", floor.sd()) : "",
                known ? String.format(Locale.ROOT, "±%.1f%%", 100 * floor.halfWidth(SUITE_PAIRS)) : "",
                needed < 0 ? "" : Integer.toString(needed)));
        table.row(cells);
        return floor;
    }

    public String render() {
        MarkdownTable versus = new MarkdownTable(List.of("Config", "Duet file", "Sequential file", "Pairing",
                "Duet SD / sequential SD (95% CI)", "At most " + ADOPTION_RATIO));
        for (Floor duet : duets) {
            for (Floor sequential : sequentials) {
                if (duet.config() != null && duet.config().equals(sequential.config())) {
                    SpreadRatio ratio = SpreadRatio.of(duet.floor(), sequential.floor());
                    boolean known = !Double.isNaN(ratio.ratio());
                    versus.row(List.of(duet.config(), duet.file(), sequential.file(), sequential.pairing(),
                            known ? String.format(Locale.ROOT, "%.2f (%.2f..%.2f)", ratio.ratio(), ratio.ci().low(),
                                    ratio.ci().high()) : "",
                            known ? (ratio.ratio() <= ADOPTION_RATIO ? "yes" : "no") : ""));
                }
            }
        }
        String rendered = table.render();
        return versus.isEmpty() ? rendered : rendered + "\n" + versus.render();
    }
}
