package ingestlab.calibrate;

import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * One variant's throughput over another's, paired by round: a round's JVMs take turns run by run, so the ratio of
 * that round cancels what the machine was doing then (other builds, a slow phase); the effect is the rounds' geometric
 * mean ratio with the paired interval of {@link PairedRatio}.
 *
 * @param measure what is compared: empty for docs/s, or how the label names it ({@code " per CPU-second"})
 * @param perRound the ratio of each round where both ran, in round order
 */
public record Ratio(Variant numerator, Variant denominator, String measure, double[] perRound, double mean,
                    ConfidenceInterval ci) {

    /** The ratio of docs/s. */
    public static Ratio of(Variant numerator, Variant denominator, List<RoundResult> results) {
        return of(numerator, denominator, "", RoundResult::docsPerSecond, results);
    }

    /**
     * The ratio of documents per CPU-second: below 1, the numerator does more work per document; its docs/s ratio
     * below this one means it also waits more.
     */
    public static Ratio perCpuSecond(Variant numerator, Variant denominator, List<RoundResult> results) {
        return of(numerator, denominator, " per CPU-second", RoundResult::docsPerCpuSecond, results);
    }

    private static Ratio of(Variant numerator, Variant denominator, String measure,
                            ToDoubleFunction<RoundResult> value, List<RoundResult> results) {
        RoundPairs pairs = RoundPairs.of(numerator, denominator, value, results);
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < pairs.size(); i++) {
            if (pairs.second()[i] > 0) {
                ratios.add(pairs.first()[i] / pairs.second()[i]);
            }
        }
        double[] values = ratios.stream().mapToDouble(Double::doubleValue).toArray();
        PairedRatio effect = PairedRatio.of(values);
        return new Ratio(numerator, denominator, measure, values, effect.estimate(), effect.ci());
    }

    /** {@code ratio lab/bare 0.981 [0.972, 0.990]}, or {@code ratio lab/bare per CPU-second 0.995 [...]}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "ratio %s/%s%s %.3f [%.3f, %.3f]", numerator.label(), denominator.label(),
                measure, mean, ci.low(), ci.high());
    }
}
