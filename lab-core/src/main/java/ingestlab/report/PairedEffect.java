package ingestlab.report;

import ingestlab.results.TrialColumn;
import ingestlab.results.TrialSpan;
import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * A comparison's effect from paired rounds: a sweep runs every config once per round (its trial number), in a
 * shuffled order, so contender and baseline of one round ran back to back under the same machine load. The effect
 * is the geometric mean over rounds of contender/baseline, with a Student-t interval on the log ratios
 * ({@link PairedRatio}). A round where both sides measured 0 (a count neither reached, as merges in trials too short
 * to merge) counts as a ratio of 1: nothing changed. Rows of a duet ({@code duet_pair} set) pair within their pair
 * instead: its two trials ran at the same time, so the pair's ratio is the ratio of its two trials.
 *
 * @param mean the geometric mean of the per-round ratios
 * @param ratios the per-round (or per-pair) ratios, by round
 * @param logSd the standard deviation of the log ratios, round to round
 * @param pValue the two-sided p-value of "no effect" (a one-sample t-test on the log ratios)
 * @param flaggedPairs how many of the duet pairs behind {@code ratios} overlapped less than
 *     {@link TrialSpan#MIN_PAIR_OVERLAP} (0 for rounds that are not duets)
 */
public record PairedEffect(double mean, ConfidenceInterval ci, List<Double> ratios, double logSd, double pValue,
                           int flaggedPairs) {
    public PairedEffect {
        ratios = List.copyOf(ratios);
    }

    /** A round of a sweep (its trial number), or one duet pair of it (its run id and {@code duet_pair}). */
    private record Round(int trial, String pair) implements Comparable<Round> {
        static Round of(Map<String, String> row) {
            String pair = row.getOrDefault(TrialColumn.DUET_PAIR.column(), "");
            return new Round(Integer.parseInt(row.get(TrialColumn.TRIAL.column())),
                    pair.isEmpty() ? "" : row.get(TrialColumn.RUN_ID.column()) + "/" + pair);
        }

        @Override
        public int compareTo(Round other) {
            int byTrial = Integer.compare(trial, other.trial);
            return byTrial != 0 ? byTrial : pair.compareTo(other.pair);
        }
    }

    public int rounds() {
        return ratios.size();
    }

    /**
     * Pairs the rows of a round by level. Failed and warm-up trials are left out, and so is a round missing either
     * side; a level with several rows in a round (other axes, or a trial run twice) takes their mean.
     */
    public static PairedEffect of(List<Map<String, String>> rows, Predicate<Map<String, String>> baseline,
                                  Predicate<Map<String, String>> contender, String metric) {
        Map<Round, double[]> base = perRound(rows, baseline, metric);
        Map<Round, double[]> cont = perRound(rows, contender, metric);
        Map<Round, Double> overlaps = pairOverlaps(rows);
        List<Double> ratios = new ArrayList<>();
        int flagged = 0;
        for (Map.Entry<Round, double[]> round : base.entrySet()) {
            double[] other = cont.get(round.getKey());
            if (other != null) {
                Double overlap = overlaps.get(round.getKey());
                if (overlap != null && !(overlap >= TrialSpan.MIN_PAIR_OVERLAP)) {
                    flagged++;
                }
                double baselineMean = mean(round.getValue());
                double contenderMean = mean(other);
                // A count neither side reached (no merge at all in either trial) did not change: a ratio of 1.
                ratios.add(baselineMean == 0 && contenderMean == 0 ? 1.0 : contenderMean / baselineMean);
            }
        }
        PairedRatio effect = PairedRatio.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        return new PairedEffect(effect.estimate(), effect.ci(), ratios, effect.logSd(), effect.pValue(), flagged);
    }

    /** Each duet pair's overlap (the smaller of its rows'; NaN where a row has none). */
    private static Map<Round, Double> pairOverlaps(List<Map<String, String>> rows) {
        Map<Round, Double> overlaps = new TreeMap<>();
        for (Map<String, String> row : rows) {
            Round round = Round.of(row);
            if (!round.pair().isEmpty()) {
                double overlap = RowMetrics.value(row, TrialColumn.OVERLAP.column());
                overlaps.merge(round, overlap, (a, b) -> Double.isNaN(a) || Double.isNaN(b) ? Double.NaN
                        : Math.min(a, b));
            }
        }
        return overlaps;
    }

    /** Round → {sum, count} of the metric over the level's rows in that round. */
    private static Map<Round, double[]> perRound(List<Map<String, String>> rows, Predicate<Map<String, String>> level,
                                                 String metric) {
        Map<Round, double[]> rounds = new TreeMap<>();
        for (Map<String, String> row : rows) {
            double value = RowMetrics.value(row, metric);
            if (!RowMetrics.counts(row) || !level.test(row) || Double.isNaN(value)) {
                continue;
            }
            double[] acc = rounds.computeIfAbsent(Round.of(row), r -> new double[2]);
            acc[0] += value;
            acc[1]++;
        }
        return rounds;
    }

    private static double mean(double[] sumAndCount) {
        return sumAndCount[0] / sumAndCount[1];
    }
}
