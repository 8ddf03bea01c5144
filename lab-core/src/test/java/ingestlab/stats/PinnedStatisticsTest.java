package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * The statistics against values computed independently with SciPy 1.17.1 (Python 3, numpy), pinned here with the
 * exact line that produced each. Samples are tie-free: commons-math3's Mann–Whitney U does not correct its variance
 * for ties, SciPy's does.
 */
class PinnedStatisticsTest {
    // Two throughput samples (docs/s) of the kind lab run writes.
    private static final double[] A = {7057.5, 7120.3, 6988.1, 7201.9, 7034.6};
    private static final double[] B = {7375.7, 7290.2, 7412.8, 7330.4};
    // Two overlapping samples, so the p-values are not tiny.
    private static final double[] C = {12.0, 15.5, 11.2, 14.8, 13.1, 16.4};
    private static final double[] D = {13.9, 17.2, 15.0, 18.3, 16.9, 14.4};

    @Test
    void tIntervalMatchesScipy() {
        // stats.t.interval(0.95, len(a)-1, loc=np.mean(a), scale=stats.sem(a)) with a = A
        // commons-math3 inverts the t distribution numerically (accuracy about 1e-9 relative), hence the tolerances.
        ConfidenceInterval a = new TInterval().estimate(A);
        assertThat(a.low()).isCloseTo(6977.534956558248, within(1e-6));
        assertThat(a.high()).isCloseTo(7183.425043441753, within(1e-6));
        // the same line with a = C
        ConfidenceInterval c = new TInterval().estimate(C);
        assertThat(c.low()).isCloseTo(11.67581344097546, within(1e-8));
        assertThat(c.high()).isCloseTo(15.990853225691207, within(1e-8));
    }

    @Test
    void welchMatchesScipy() {
        // stats.ttest_ind(a, b, equal_var=False).pvalue with a = A, b = B
        assertThat(SignificanceTest.WELCH.pValue(A, B)).isCloseTo(0.000639823290936242, within(1e-12));
        // the same with a = C, b = D
        assertThat(SignificanceTest.WELCH.pValue(C, D)).isCloseTo(0.08511410678347152, within(1e-10));
    }

    /**
     * commons-math3 uses the normal approximation without continuity correction, so the matching SciPy call is
     * method='asymptotic' with use_continuity=False, not SciPy's default (continuity correction, and the exact
     * distribution for small samples without ties: 0.015873015873015872 for A, B).
     */
    @Test
    void mannWhitneyMatchesScipyAsymptoticWithoutContinuityCorrection() {
        // stats.mannwhitneyu(a, b, use_continuity=False, method='asymptotic').pvalue with a = A, b = B
        assertThat(SignificanceTest.MWU.pValue(A, B)).isCloseTo(0.014305878435429648, within(1e-10));
        // the same with a = C, b = D
        assertThat(SignificanceTest.MWU.pValue(C, D)).isCloseTo(0.10931457620866636, within(1e-10));
    }
}
