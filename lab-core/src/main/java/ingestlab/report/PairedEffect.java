package ingestlab.report;

import ingestlab.results.TrialColumn;
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
 * to merge) counts as a ratio of 1: nothing changed.
 *
 * @param mean the geometric mean of the per-round ratios
 * @param ratios the per-round ratios, by round
 * @param logSd the standard deviation of the log ratios, round to round
 * @param pValue the two-sided p-value of "no effect" (a one-sample t-test on the log ratios)
 */
public record PairedEffect(double mean, ConfidenceInterval ci, List<Double> ratios, double logSd, double pValue) {
    public PairedEffect {
        ratios = List.copyOf(ratios);
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
        Map<Integer, double[]> base = perRound(rows, baseline, metric);
        Map<Integer, double[]> cont = perRound(rows, contender, metric);
        List<Double> ratios = new ArrayList<>();
        for (Map.Entry<Integer, double[]> round : base.entrySet()) {
            double[] other = cont.get(round.getKey());
            if (other != null) {
                double baselineMean = mean(round.getValue());
                double contenderMean = mean(other);
                // A count neither side reached (no merge at all in either trial) did not change: a ratio of 1.
                ratios.add(baselineMean == 0 && contenderMean == 0 ? 1.0 : contenderMean / baselineMean);
            }
        }
        PairedRatio effect = PairedRatio.of(ratios.stream().mapToDouble(Double::doubleValue).toArray());
        return new PairedEffect(effect.estimate(), effect.ci(), ratios, effect.logSd(), effect.pValue());
    }

    /** Round → {sum, count} of the metric over the level's rows in that round. */
    private static Map<Integer, double[]> perRound(List<Map<String, String>> rows, Predicate<Map<String, String>> level,
                                                   String metric) {
        Map<Integer, double[]> rounds = new TreeMap<>();
        for (Map<String, String> row : rows) {
            double value = RowMetrics.value(row, metric);
            if (!RowMetrics.counts(row) || !level.test(row) || Double.isNaN(value)) {
                continue;
            }
            int round = Integer.parseInt(row.get(TrialColumn.TRIAL.column()));
            double[] acc = rounds.computeIfAbsent(round, r -> new double[2]);
            acc[0] += value;
            acc[1]++;
        }
        return rounds;
    }

    private static double mean(double[] sumAndCount) {
        return sumAndCount[0] / sumAndCount[1];
    }
}
