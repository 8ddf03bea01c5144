package ingestlab.stats;

/** A way to put a confidence interval around a sample's mean. */
public interface IntervalEstimator {
    /** The confidence level both report and compare use. */
    double LEVEL = 0.95;

    ConfidenceInterval estimate(double[] sample);

    /** A short name for table titles and captions, such as "95% t-interval". */
    String describe();
}
