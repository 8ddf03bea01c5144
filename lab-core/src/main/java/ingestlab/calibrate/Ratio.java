package ingestlab.calibrate;

import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.IntervalEstimator;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.StatUtils;

/**
 * One variant's throughput over another's, paired by round: each round runs both back to back in one interleaved
 * block, so the ratio of that round cancels what the machine was doing then (other builds); the rounds' ratios are
 * averaged and given a confidence interval.
 *
 * @param perRound the ratio of each round where both ran, in round order
 */
public record Ratio(Variant numerator, Variant denominator, double[] perRound, double mean, ConfidenceInterval ci) {

    public static Ratio of(Variant numerator, Variant denominator, List<RoundResult> results,
                           IntervalEstimator interval) {
        Map<Integer, Map<Variant, Double>> rounds = new java.util.TreeMap<>();
        for (RoundResult result : results) {
            rounds.computeIfAbsent(result.round(), r -> new EnumMap<>(Variant.class))
                    .put(result.variant(), result.docsPerSecond());
        }
        List<Double> ratios = new ArrayList<>();
        for (Map<Variant, Double> round : rounds.values()) {
            Double top = round.get(numerator);
            Double bottom = round.get(denominator);
            if (top != null && bottom != null && bottom > 0) {
                ratios.add(top / bottom);
            }
        }
        double[] values = ratios.stream().mapToDouble(Double::doubleValue).toArray();
        return new Ratio(numerator, denominator, values, values.length == 0 ? Double.NaN : StatUtils.mean(values),
                interval.estimate(values));
    }

    /** {@code ratio lab/bare 0.981 [0.972, 0.990]}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "ratio %s/%s %.3f [%.3f, %.3f]", numerator.label(), denominator.label(), mean,
                ci.low(), ci.high());
    }
}
