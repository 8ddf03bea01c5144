package ingestlab.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * An equivalence test on paired log ratios by two one-sided tests (TOST; Schuirmann 1987): "the mean log ratio lies
 * within ±margin" is shown at level α when both H0: μ ≤ −margin and H0: μ ≥ +margin are rejected at α, which is the
 * same as the (1 − 2α) t interval lying inside ±margin. The p-value is the larger of the two one-sided p-values.
 *
 * @param pValue the TOST p-value (1 when there is nothing to test: fewer than two rounds, or a ratio of 0)
 * @param ci the (1 − 2α) t interval of the mean log ratio, in log units; unknown when there is none
 */
public record Equivalence(double pValue, ConfidenceInterval ci) {
    /** The test's level: 5%, so its interval is the 90% t interval. */
    public static final double ALPHA = 0.05;

    private static final Equivalence NONE = new Equivalence(1, ConfidenceInterval.UNKNOWN);

    /**
     * @param ratios per-round ratios contender/baseline (each > 0 to be tested)
     * @param margin the equivalence margin in log units (0.05: within about ±5%)
     */
    public static Equivalence of(double[] ratios, double margin) {
        if (!(margin > 0)) {
            throw new IllegalArgumentException("an equivalence margin must be above 0, not " + margin);
        }
        int n = ratios.length;
        if (n < 2 || Arrays.stream(ratios).anyMatch(r -> !(r > 0) || Double.isInfinite(r))) {
            return NONE;
        }
        double[] logs = Arrays.stream(ratios).map(Math::log).toArray();
        double mean = StatUtils.mean(logs);
        double se = Math.sqrt(StatUtils.variance(logs) / n);
        if (se == 0) {
            return new Equivalence(Math.abs(mean) < margin ? 0 : 1, new ConfidenceInterval(mean, mean));
        }
        TDistribution t = new TDistribution(n - 1);
        double aboveLower = 1 - t.cumulativeProbability((mean + margin) / se); // H0: mu <= -margin
        double belowUpper = t.cumulativeProbability((mean - margin) / se); // H0: mu >= +margin
        double half = t.inverseCumulativeProbability(1 - ALPHA) * se;
        return new Equivalence(Math.max(aboveLower, belowUpper), new ConfidenceInterval(mean - half, mean + half));
    }

    /** Whether equivalence is shown at {@link #ALPHA}, unadjusted. */
    public boolean shown() {
        return pValue < ALPHA;
    }
}
