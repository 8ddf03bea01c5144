package ingestlab.stats;

import org.apache.commons.math3.distribution.FDistribution;

/**
 * How much one design's noise is of another's: the ratio of two standard deviations of log ratios (a duet's A/A pairs
 * over a sequential run's), with the 95% interval of that ratio. For two independent samples of normal values, the
 * ratio of their variances over the true one follows the F distribution with {@code (n1 - 1, n2 - 1)} degrees of
 * freedom; the interval is its 2.5% and 97.5% points, inverted, and square-rooted back to a ratio of SDs. With 12 pairs
 * a side, an SD ratio of 0.7 still has an interval reaching past 1, which is why the noise report shows it.
 *
 * @param ratio {@code sd / sdOther}
 * @param ci the 95% interval of the true ratio
 */
public record SpreadRatio(double ratio, ConfidenceInterval ci) {
    /** The ratio of {@code floor}'s SD to {@code other}'s, each from its own pairs; NaN when either is unknown. */
    public static SpreadRatio of(NoiseFloor floor, NoiseFloor other) {
        if (floor.pairs() < 2 || other.pairs() < 2 || Double.isNaN(floor.sd()) || Double.isNaN(other.sd())
                || other.sd() == 0) {
            return new SpreadRatio(Double.NaN, new ConfidenceInterval(Double.NaN, Double.NaN));
        }
        double variances = (floor.sd() * floor.sd()) / (other.sd() * other.sd());
        double[] points = fPoints(floor.pairs(), other.pairs());
        return new SpreadRatio(Math.sqrt(variances), new ConfidenceInterval(Math.sqrt(variances / points[1]),
                Math.sqrt(variances / points[0])));
    }

    /**
     * The F distribution's lower and upper 2.5% points at {@code (n1 - 1, n2 - 1)} degrees of freedom: the interval
     * contains a ratio of SDs exactly when the sample variances' ratio over its square lies between them.
     */
    static double[] fPoints(int n1, int n2) {
        FDistribution f = new FDistribution(n1 - 1, n2 - 1);
        double tail = (1 - IntervalEstimator.LEVEL) / 2;
        return new double[] {f.inverseCumulativeProbability(tail), f.inverseCumulativeProbability(1 - tail)};
    }
}
