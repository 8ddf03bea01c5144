package ingestlab.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * How much one design's noise is of another's when both were measured in the same rounds: the ratio of the SDs of
 * their log ratios, with the Pitman-Morgan 95% interval. The F interval of {@link SpreadRatio} assumes two independent
 * samples; designs run in the same rounds share each round's machine state, so their log ratios may correlate, and
 * the F interval then no longer covers 95%.
 *
 * <p>For pairs (x, y), {@code Cov(x + c y, x - c y) = Var x - c² Var y}, which is zero exactly when c² is the ratio of
 * the variances. The interval holds every c² for which the sample correlation of those sums and differences is not
 * significant at 5% (Student's t with n - 2 degrees of freedom). Solved for c², it is
 * {@code F (K ± sqrt(K² - 1))} with {@code F} the ratio of sample variances, {@code r} their sample correlation and
 * {@code K = 1 + 2 (1 - r²) t² / (n - 2)} (E. J. G. Pitman, Biometrika 31, 1939; W. A. Morgan, Biometrika 31, 1939).
 * With r = 0 it is about as wide as the F interval; a correlation narrows it.
 *
 * @param ratio {@code sd(x) / sd(y)}
 * @param correlation the sample correlation of the two designs' log ratios over their shared rounds
 * @param ci the 95% interval of the true ratio of SDs
 * @param rounds how many shared rounds it is over
 */
public record PairedSpreadRatio(double ratio, double correlation, ConfidenceInterval ci, int rounds) {
    private static final PairedSpreadRatio UNKNOWN = new PairedSpreadRatio(Double.NaN, Double.NaN,
            ConfidenceInterval.UNKNOWN, 0);

    /**
     * The ratio of the SD of {@code ratios}' logs to that of {@code others}', element i of each measured in the same
     * round; unknown below 3 rounds, where either has no spread, or where the lengths differ.
     */
    public static PairedSpreadRatio of(double[] ratios, double[] others) {
        if (ratios.length != others.length || ratios.length < 3) {
            return UNKNOWN;
        }
        double[] x = logs(ratios);
        double[] y = logs(others);
        Variance variance = new Variance();
        double vx = variance.evaluate(x);
        double vy = variance.evaluate(y);
        if (vx == 0 || vy == 0 || Double.isNaN(vx) || Double.isNaN(vy)) {
            return UNKNOWN;
        }
        int n = x.length;
        double r = new PearsonsCorrelation().correlation(x, y);
        double t = new TDistribution(n - 2).inverseCumulativeProbability(1 - (1 - IntervalEstimator.LEVEL) / 2);
        double k = 1 + 2 * (1 - r * r) * t * t / (n - 2);
        double f = vx / vy;
        double spread = Math.sqrt(k * k - 1);
        return new PairedSpreadRatio(Math.sqrt(f), r,
                new ConfidenceInterval(Math.sqrt(f * (k - spread)), Math.sqrt(f * (k + spread))), n);
    }

    private static double[] logs(double[] ratios) {
        double[] logs = new double[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            logs[i] = Math.log(ratios[i]);
        }
        return logs;
    }
}
