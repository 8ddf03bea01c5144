package ingestlab.stats;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The percentile bootstrap for the mean: resample the trials with replacement, take each resample's mean, and
 * keep the middle 95% of those means. Seeded, so a report is the same every time it is made.
 */
public final class BootstrapInterval implements IntervalEstimator {
    public static final int DEFAULT_RESAMPLES = 10_000;

    private final int resamples;
    private final long seed;

    public BootstrapInterval(int resamples, long seed) {
        if (resamples < 1) {
            throw new IllegalArgumentException("'" + resamples + "' resamples is not allowed (must be at least 1)");
        }
        this.resamples = resamples;
        this.seed = seed;
    }

    @Override
    public ConfidenceInterval estimate(double[] sample) {
        if (sample.length < 2 || !java.util.Arrays.stream(sample).allMatch(Double::isFinite)) {
            return ConfidenceInterval.UNKNOWN; // an infinite value (a ratio over 0) has no interval
        }
        // A generator per sample, so a metric's interval does not depend on which metrics came before it.
        RandomGenerator random = new Well19937c(seed);
        double[] means = new double[resamples];
        double[] resample = new double[sample.length];
        for (int r = 0; r < resamples; r++) {
            for (int i = 0; i < sample.length; i++) {
                resample[i] = sample[random.nextInt(sample.length)];
            }
            means[r] = StatUtils.mean(resample);
        }
        double tail = (1 - LEVEL) / 2 * 100;
        return new ConfidenceInterval(StatUtils.percentile(means, tail), StatUtils.percentile(means, 100 - tail));
    }

    @Override
    public String describe() {
        return Math.round(LEVEL * 100) + "% percentile bootstrap (" + resamples + " resamples, seed " + seed + ")";
    }
}
