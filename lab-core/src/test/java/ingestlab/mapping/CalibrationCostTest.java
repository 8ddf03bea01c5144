package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CalibrationCostTest {
    @Test
    void theHashIsFixedBySeedAndRounds() {
        CalibrationCost cost = new CalibrationCost(1000);
        assertThat(cost.spend(42)).isEqualTo(new CalibrationCost(1000).spend(42));
        assertThat(cost.spend(42)).isNotEqualTo(new CalibrationCost(1001).spend(42));
        assertThat(cost.spend(42)).isNotEqualTo(cost.spend(43));
    }

    @Test
    void noRoundsReturnTheSeedUnchanged() {
        assertThat(CalibrationCost.NONE.spend(12345)).isEqualTo(12345);
        assertThat(new CalibrationCost(0).spend(-7)).isEqualTo(-7);
    }
}
