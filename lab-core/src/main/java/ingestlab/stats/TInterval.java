package ingestlab.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/** Student's t-interval for the mean: mean ± t(1 − α/2, n − 1) · s / √n. */
public final class TInterval implements IntervalEstimator {
    @Override
    public ConfidenceInterval estimate(double[] sample) {
        if (sample.length < 2) {
            return ConfidenceInterval.UNKNOWN;
        }
        DescriptiveStatistics stats = new DescriptiveStatistics(sample);
        double t = new TDistribution(sample.length - 1).inverseCumulativeProbability(1 - (1 - LEVEL) / 2);
        double halfWidth = t * stats.getStandardDeviation() / Math.sqrt(sample.length);
        return new ConfidenceInterval(stats.getMean() - halfWidth, stats.getMean() + halfWidth);
    }

    @Override
    public String describe() {
        return Math.round(LEVEL * 100) + "% t-interval";
    }
}
