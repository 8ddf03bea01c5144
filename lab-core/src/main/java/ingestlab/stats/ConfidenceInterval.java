package ingestlab.stats;

/** A two-sided interval for a mean; both ends NaN when the sample cannot give one (fewer than two values). */
public record ConfidenceInterval(double low, double high) {
    public static final ConfidenceInterval UNKNOWN = new ConfidenceInterval(Double.NaN, Double.NaN);

    /** Half the width: the "±" of "mean ± half-width" (symmetric for the t-interval, an average for the bootstrap). */
    public double halfWidth() {
        return (high - low) / 2;
    }

    public boolean isKnown() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }
}
