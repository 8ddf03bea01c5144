package ingestlab.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The noise floor of paired ratios, from their logarithms: an A/A pair's log ratio is pure noise, and its standard
 * deviation {@code s} decides how many pairs a comparison needs. With n pairs, the 95% t-interval of the mean log
 * ratio has the half-width {@code t(0.975, n - 1) * s / sqrt(n)}.
 *
 * @param pairs how many log ratios there were
 * @param sd their standard deviation
 */
public record NoiseFloor(int pairs, double sd) {
    /** The noise floor of the given ratios (each contender/baseline, or one side over the other for an A/A). */
    public static NoiseFloor of(double[] ratios) {
        double[] logs = new double[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            logs[i] = Math.log(ratios[i]);
        }
        return new NoiseFloor(ratios.length, ratios.length < 2 ? Double.NaN
                : new DescriptiveStatistics(logs).getStandardDeviation());
    }

    /** The 95% half-width of the mean log ratio over {@code n} pairs, as a fraction of the ratio (0.03 is 3%). */
    public double halfWidth(int n) {
        double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - IntervalEstimator.LEVEL) / 2);
        return Math.expm1(t * sd / Math.sqrt(n));
    }

    /** The fewest pairs whose half-width is at most {@code target} (0.03 for 3%); -1 past 10,000 or unknown. */
    public int pairsFor(double target) {
        if (Double.isNaN(sd)) {
            return -1;
        }
        for (int n = 2; n <= 10_000; n++) {
            if (halfWidth(n) <= target) {
                return n;
            }
        }
        return -1;
    }
}
