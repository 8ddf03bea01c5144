package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialSpan;
import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code lab compare --paired}: two configs of one sweep, round by round. A sweep runs every config once per round
 * (its trial number) in a shuffled order, so the two trials of a round ran under the same machine load; their ratio
 * cancels what the load did to both, which per-config intervals of a noisy machine cannot.
 */
public final class PairedComparisonReport implements StatisticsReport {
    /** One metric: both sides' means over their ok trials, and the paired effect. */
    public record Row(Metric metric, double baseline, double contender, PairedEffect effect) {
        /** Better or worse when the interval of the ratio leaves out 1, by the metric's direction. */
        public Verdict verdict() {
            ConfidenceInterval ci = effect.ci();
            if (!ci.isKnown()) {
                return Verdict.UNKNOWN;
            }
            if (ci.low() <= 1 && ci.high() >= 1) {
                return Verdict.NOT_SIGNIFICANT;
            }
            return switch (metric.direction()) {
                case HIGHER_IS_BETTER -> ci.low() > 1 ? Verdict.BETTER : Verdict.WORSE;
                case LOWER_IS_BETTER -> ci.high() < 1 ? Verdict.BETTER : Verdict.WORSE;
                case NEUTRAL -> Verdict.CHANGED;
            };
        }
    }

    private final String baselineName;
    private final String contenderName;
    private final List<Row> rows;

    private final boolean duet;

    private PairedComparisonReport(String baselineName, String contenderName, List<Row> rows, boolean duet) {
        this.baselineName = baselineName;
        this.contenderName = contenderName;
        this.rows = rows;
        this.duet = duet;
    }

    /** Pairs the counted rows of {@code trials} that match each filter by their trial number. */
    public static PairedComparisonReport of(List<Map<String, String>> trials, RowFilter baseline,
                                            RowFilter contender, List<Metric> metrics) {
        List<Row> rows = new ArrayList<>();
        for (Metric metric : metrics) {
            PairedEffect effect = PairedEffect.of(trials, baseline::matches, contender::matches, metric.column());
            rows.add(new Row(metric, mean(trials, baseline, metric), mean(trials, contender, metric), effect));
        }
        boolean duet = trials.stream().anyMatch(row -> !row.getOrDefault(TrialColumn.DUET_PAIR.column(), "").isEmpty());
        return new PairedComparisonReport(baseline.toString(), contender.toString(), List.copyOf(rows), duet);
    }

    private static double mean(List<Map<String, String>> trials, RowFilter side, Metric metric) {
        return trials.stream().filter(side::matches).filter(RowMetrics::counts)
                .mapToDouble(row -> RowMetrics.value(row, metric.column())).filter(v -> !Double.isNaN(v))
                .average().orElse(Double.NaN);
    }

    public List<Row> rows() {
        return rows;
    }

    @Override
    public String preamble() {
        int rounds = rows.stream().mapToInt(r -> r.effect().rounds()).max().orElse(0);
        String paired = "Paired rounds: baseline " + baselineName + ", contender " + contenderName + "; " + rounds
                + " rounds (a sweep's trial number) holding both. Ratio: contender / baseline per round; "
                + PairedRatio.METHOD + "; better or worse when the interval leaves out 1.";
        if (!duet) {
            return paired;
        }
        int flagged = rows.stream().mapToInt(r -> r.effect().flaggedPairs()).max().orElse(0);
        return paired + " Duet rows: each pair's two trials ran at the same time, each on its half of the CPUs, and "
                + "pair by their duet_pair; " + flagged + " of the " + rounds + " pairs overlapped less than "
                + TrialSpan.MIN_PAIR_OVERLAP + " of their time (flagged).";
    }

    @Override
    public List<TitledTable> tables() {
        List<List<String>> cells = new ArrayList<>();
        for (Row row : rows) {
            Metric m = row.metric();
            cells.add(List.of(m.column(), m.unit().symbol(), Cells.value(m, row.baseline()),
                    Cells.value(m, row.contender()), Integer.toString(row.effect().rounds()), ratio(row.effect().mean()),
                    row.effect().ci().isKnown() ? "[" + ratio(row.effect().ci().low()) + ", "
                            + ratio(row.effect().ci().high()) + "]" : "", row.verdict().label()));
        }
        return List.of(new TitledTable(baselineName + " vs " + contenderName, List.of("Metric", "Unit", "Baseline",
                "Contender", "Rounds", "Ratio", "95% CI", "Change"), cells));
    }

    private static String ratio(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.3f", value);
    }

    @Override
    public TidyTable tidy() {
        List<List<Object>> cells = new ArrayList<>();
        for (Row row : rows) {
            PairedEffect e = row.effect();
            cells.add(List.of(row.metric().column(), row.metric().unit().symbol(), e.rounds(), row.baseline(),
                    row.contender(), e.mean(), e.ci().low(), e.ci().high(),
                    row.verdict().name().toLowerCase(Locale.ROOT)));
        }
        return new TidyTable(List.of("metric", "unit", "rounds", "baseline_mean", "contender_mean", "ratio",
                "ratio_ci_low", "ratio_ci_high", "change"), cells);
    }
}
