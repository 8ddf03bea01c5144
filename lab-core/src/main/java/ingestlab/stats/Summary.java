package ingestlab.stats;

import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * One metric over one configuration's trials. The standard deviation and CV are NaN below two values; the CV is
 * sd / mean (NaN when the mean is 0).
 */
public record Summary(int n, double mean, double median, double sd, double cv, ConfidenceInterval ci) {

    public static Summary of(double[] values, IntervalEstimator interval) {
        DescriptiveStatistics stats = new DescriptiveStatistics(values);
        int n = values.length;
        double mean = n == 0 ? Double.NaN : stats.getMean();
        double sd = n < 2 ? Double.NaN : stats.getStandardDeviation();
        double cv = mean == 0 ? Double.NaN : sd / Math.abs(mean);
        return new Summary(n, mean, n == 0 ? Double.NaN : stats.getPercentile(50), sd, cv, interval.estimate(values));
    }
}
