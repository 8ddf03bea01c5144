package ingestlab.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * A paired effect estimated from per-round ratios contender/baseline: the geometric mean of the ratios, with a
 * Student-t interval on their logarithms (n − 1 degrees of freedom) transformed back to a ratio.
 *
 * <p>Why logs: a ratio of 2 and a ratio of 1/2 are the same size of effect, and round-to-round noise on a machine is
 * multiplicative, so the log ratios are the near-symmetric quantity a t interval assumes. Why t and not a percentile
 * bootstrap: at 3–8 rounds the bootstrap's interval is the spread of the few ratios seen and covers far less than
 * 95% (see {@code PairedIntervalCoverageTest}, which measures both by simulation).
 *
 * @param estimate the geometric mean ratio (NaN without rounds; +∞ when a round's baseline was 0 and its contender not)
 * @param ci the 95% interval of the ratio; unknown below two rounds or when a ratio is infinite, or 0 in some
 *     rounds but not all (every round at 0 is a certain full drop: [0, 0])
 * @param rounds the number of ratios
 * @param logSd the standard deviation of the log ratios (NaN below two rounds)
 * @param pValue the two-sided p-value of a one-sample t-test of mean log ratio 0 (NaN when not computable)
 */
public record PairedRatio(double estimate, ConfidenceInterval ci, int rounds, double logSd, double pValue) {
    /** What reports name as the method. */
    public static final String METHOD = Math.round(IntervalEstimator.LEVEL * 100)
            + "% Student-t interval on the log ratios (n − 1 df), back-transformed; effect = geometric mean ratio";

    public static PairedRatio of(double[] ratios) {
        int n = ratios.length;
        if (n == 0) {
            return new PairedRatio(Double.NaN, ConfidenceInterval.UNKNOWN, 0, Double.NaN, Double.NaN);
        }
        if (Arrays.stream(ratios).anyMatch(r -> Double.isNaN(r) || r < 0)) {
            throw new IllegalArgumentException("a ratio must be a number >= 0: " + Arrays.toString(ratios));
        }
        if (Arrays.stream(ratios).anyMatch(Double::isInfinite)) {
            return new PairedRatio(Double.POSITIVE_INFINITY, ConfidenceInterval.UNKNOWN, n, Double.NaN, Double.NaN);
        }
        if (Arrays.stream(ratios).allMatch(r -> r == 0)) {
            // The contender measured 0 in every round (a count it never reached): a certain full drop, which no log
            // can express. Every round agrees, so the interval is the point.
            return new PairedRatio(0, new ConfidenceInterval(0, 0), n, 0, n < 2 ? Double.NaN : 0);
        }
        if (Arrays.stream(ratios).anyMatch(r -> r == 0)) {
            return new PairedRatio(0, ConfidenceInterval.UNKNOWN, n, Double.NaN, Double.NaN);
        }
        double[] logs = Arrays.stream(ratios).map(Math::log).toArray();
        double meanLog = StatUtils.mean(logs);
        if (n < 2) {
            return new PairedRatio(Math.exp(meanLog), ConfidenceInterval.UNKNOWN, n, Double.NaN, Double.NaN);
        }
        double sd = Math.sqrt(StatUtils.variance(logs));
        double halfWidth = tQuantile(n - 1) * sd / Math.sqrt(n);
        ConfidenceInterval ci = new ConfidenceInterval(Math.exp(meanLog - halfWidth), Math.exp(meanLog + halfWidth));
        double p = sd == 0 ? (meanLog == 0 ? 1 : 0) : new TTest().tTest(0.0, logs);
        return new PairedRatio(Math.exp(meanLog), ci, n, sd, p);
    }

    /** The two-sided 95% quantile of Student's t with the given degrees of freedom. */
    public static double tQuantile(int degreesOfFreedom) {
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(1 - (1 - IntervalEstimator.LEVEL) / 2);
    }

    /**
     * The interval's relative half-width on the ratio scale, (high − low) / 2 / estimate: the "±3%" a target names.
     */
    public double relativeHalfWidth() {
        return ci.isKnown() ? ci.halfWidth() / estimate : Double.NaN;
    }
}
