package ingestlab.stats;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * How often the F interval of {@link SpreadRatio}, which assumes independent samples, contains the true ratio of SDs
 * when the two samples are pairs with correlation {@code rho} (bivariate normal, n pairs): the question a reader of a
 * design study asks when designs measured in the same rounds are compared by it. The coverage depends only on n and
 * rho (the F statistic over its true value is scale-free), so the simulation draws both samples with SD 1 and checks
 * the interval against 1 (it contains 1 exactly when the sample variances' ratio lies between the F distribution's 2.5%
 * and 97.5% points). Seeded: the same arguments give the same coverage.
 */
public final class FIntervalCoverage {
    /** The simulated draws behind each coverage; its standard error at 95% is about 0.2 percentage points. */
    public static final int DRAWS = 10_000;
    private static final long SEED = 20261127L;

    private FIntervalCoverage() {
    }

    /** The fraction of {@link #DRAWS} simulated F intervals over {@code n} pairs that contain the true ratio. */
    public static double at(int n, double rho) {
        if (n < 2 || !(Math.abs(rho) <= 1)) {
            throw new IllegalArgumentException("coverage needs n >= 2 and |rho| <= 1, not n=" + n + ", rho=" + rho);
        }
        RandomGenerator random = new Well19937c(SEED);
        double[] points = SpreadRatio.fPoints(n, n);
        double partner = Math.sqrt(1 - rho * rho);
        Variance variance = new Variance();
        int covered = 0;
        double[] x = new double[n];
        double[] y = new double[n];
        for (int draw = 0; draw < DRAWS; draw++) {
            for (int i = 0; i < n; i++) {
                x[i] = random.nextGaussian();
                y[i] = rho * x[i] + partner * random.nextGaussian();
            }
            double f = variance.evaluate(x) / variance.evaluate(y);
            if (points[0] <= f && f <= points[1]) {
                covered++;
            }
        }
        return covered / (double) DRAWS;
    }
}
