package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class HolmTest {
    @Test
    void matchesTheStepDownDefinition() {
        // statsmodels.stats.multitest.multipletests([0.01, 0.04, 0.03, 0.005], method='holm')[1]
        // = [0.03, 0.06, 0.06, 0.02]
        double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, 0.03, 0.005});
        assertThat(adjusted[0]).isCloseTo(0.03, within(1e-12));
        assertThat(adjusted[1]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[2]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[3]).isCloseTo(0.02, within(1e-12));
    }

    @Test
    void nanTakesNoPartAndValuesAreCappedAtOne() {
        double[] adjusted = Holm.adjust(new double[] {Double.NaN, 0.6, 0.02});
        assertThat(adjusted[0]).isNaN();
        assertThat(adjusted[1]).isEqualTo(0.6);
        assertThat(adjusted[2]).isCloseTo(0.04, within(1e-12));
    }
}
