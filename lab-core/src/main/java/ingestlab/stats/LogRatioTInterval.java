package ingestlab.stats;

/**
 * {@link PairedRatio}'s interval as an {@link IntervalEstimator} over a sample of ratios, for the places that take an
 * estimator (the coverage simulation compares it with the percentile bootstrap this way).
 */
public final class LogRatioTInterval implements IntervalEstimator {
    @Override
    public ConfidenceInterval estimate(double[] ratios) {
        return PairedRatio.of(ratios).ci();
    }

    @Override
    public String describe() {
        return PairedRatio.METHOD;
    }
}
