package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SummaryTest {
    private static final double[] SAMPLE = {12.0, 15.5, 11.2, 14.8, 13.1, 16.4};

    @Test
    void describesTheSample() {
        Summary s = Summary.of(SAMPLE, new TInterval());
        assertThat(s.n()).isEqualTo(6);
        // np.mean(c), np.median(c), np.std(c, ddof=1) with c = SAMPLE: 13.833333333333334 13.95 2.055885859347903
        assertThat(s.mean()).isCloseTo(13.833333333333334, within(1e-12));
        assertThat(s.median()).isCloseTo(13.95, within(1e-12));
        assertThat(s.sd()).isCloseTo(2.055885859347903, within(1e-12));
        assertThat(s.cv()).isCloseTo(2.055885859347903 / 13.833333333333334, within(1e-12));
        assertThat(s.ci().low()).isLessThan(s.mean());
    }

    @Test
    void oneValueHasAMeanButNoSpreadNorInterval() {
        Summary s = Summary.of(new double[] {5}, new TInterval());
        assertThat(s.mean()).isEqualTo(5);
        assertThat(s.sd()).isNaN();
        assertThat(s.ci().isKnown()).isFalse();
        assertThat(SignificanceTest.WELCH.pValue(new double[] {5}, SAMPLE)).isNaN();
    }

    @Test
    void bootstrapIsSeededAndLiesWithinTheSample() {
        ConfidenceInterval first = new BootstrapInterval(10_000, 7).estimate(SAMPLE);
        assertThat(new BootstrapInterval(10_000, 7).estimate(SAMPLE)).isEqualTo(first);
        assertThat(new BootstrapInterval(10_000, 8).estimate(SAMPLE)).isNotEqualTo(first);
        assertThat(first.low()).isGreaterThan(11.2).isLessThan(13.833333333333334);
        assertThat(first.high()).isGreaterThan(13.833333333333334).isLessThan(16.4);
        // The percentile bootstrap is narrower than the t-interval on six values (it ignores the t tails).
        assertThat(first.halfWidth()).isLessThan(new TInterval().estimate(SAMPLE).halfWidth());
    }

    @Test
    void samplesWithoutSpreadDifferExactlyOrNotAtAll() {
        double[] four = {4, 4, 4};
        assertThat(SignificanceTest.WELCH.pValue(four, new double[] {16, 16})).isZero();
        assertThat(SignificanceTest.WELCH.pValue(four, new double[] {4, 4})).isEqualTo(1);
    }

    @Test
    void identicalValuesGiveAZeroWidthBootstrap() {
        ConfidenceInterval ci = new BootstrapInterval(100, 1).estimate(new double[] {3, 3, 3});
        assertThat(ci.low()).isEqualTo(3);
        assertThat(ci.high()).isEqualTo(3);
    }
}
