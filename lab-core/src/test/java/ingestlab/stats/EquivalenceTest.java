package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class EquivalenceTest {
    /** Log ratios −0.02..+0.02 in steps of 0.01: mean 0, SD 0.0158114, standard error 0.00707107, 4 df. */
    private static double[] ratios(double shift) {
        return Arrays.stream(new double[] {-0.02, -0.01, 0, 0.01, 0.02}).map(l -> Math.exp(l + shift)).toArray();
    }

    @Test
    void aMarginAtTheNinetyPercentQuantileGivesPExactlyFivePercent() {
        // t(0.95, 4 df) = 2.131847 (any t table): a margin of 2.131847 standard errors puts the 90% interval on it
        double margin = 2.131847 * 0.0158114 / Math.sqrt(5);
        Equivalence e = Equivalence.of(ratios(0), margin);
        assertThat(e.pValue()).isCloseTo(0.05, within(1e-5));
        assertThat(e.ci().low()).isCloseTo(-margin, within(1e-6));
        assertThat(e.ci().high()).isCloseTo(margin, within(1e-6));
    }

    @Test
    void theLargerOneSidedPValueIsTheTestsP() {
        // mean 0.03, margin 0.05: (0.03 − 0.05) / 0.00707107 = −2.8284; P(T4 <= −2.8284) = 0.02374 (two-sided 0.0475)
        Equivalence e = Equivalence.of(ratios(0.03), 0.05);
        assertThat(e.pValue()).isCloseTo(0.02374, within(2e-4));
        assertThat(e.shown()).isTrue();
        assertThat(e.ci().high()).as("the 90% interval lies inside the margin").isLessThan(0.05);
        assertThat(Equivalence.of(ratios(0.04), 0.05).shown()).as("its 90% interval reaches past +0.05").isFalse();
    }

    @Test
    void nothingToTestGivesPOne() {
        assertThat(Equivalence.of(new double[] {1.0}, 0.05).pValue()).isEqualTo(1);
        assertThat(Equivalence.of(new double[] {0.0, 0.0, 0.0}, 0.05).pValue()).isEqualTo(1);
        assertThat(Equivalence.of(new double[] {1.01, 1.01, 1.01}, 0.05).pValue()).as("no spread, inside").isZero();
        assertThat(Equivalence.of(new double[] {1.2, 1.2, 1.2}, 0.05).pValue()).as("no spread, outside").isEqualTo(1);
    }
}
