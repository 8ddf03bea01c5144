package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.results.ConfigHash;
import ingestlab.settings.ExperimentSpec;
import org.junit.jupiter.api.Test;

/**
 * The calibration cost (a known effect for a design study): its work is deterministic, nothing at 0 rounds, and the
 * setting leaves every config hash written before it existed as it was.
 */
class CalibrationCostTest {
    @Test
    void theSameSeedAndRoundsGiveTheSameHashAndOtherRoundsAnother() {
        CalibrationCost cost = new CalibrationCost(1000);
        long once = cost.spend(42);
        assertThat(new CalibrationCost(1000).spend(42)).isEqualTo(once);
        assertThat(cost.spend(42)).as("no state kept between documents").isEqualTo(once);
        assertThat(new CalibrationCost(1001).spend(42)).isNotEqualTo(once);
        assertThat(cost.spend(43)).as("each document's own work").isNotEqualTo(once);
        assertThat(once).isNotEqualTo(42);
    }

    @Test
    void zeroRoundsDoNothingAndGiveTheSeedBack() {
        assertThat(CalibrationCost.NONE.spend(42)).isEqualTo(42);
        assertThat(new CalibrationCost(0).spend(-7)).isEqualTo(-7);
        assertThat(CalibrationCost.from(LabSettings.defaults().build())).isEqualTo(CalibrationCost.NONE);
        assertThatThrownBy(() -> new CalibrationCost(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Hashed only away from its default: a config that does not set it keeps the hash it had before the setting
     * existed (the committed rows' hashes, held by SweepFileHashesTest), and one that does set it is another config.
     */
    @Test
    void theSettingIsHashedOnlyWhenGivenAwayFromItsDefault() {
        ExperimentSpec plain = LabSettings.defaults().build();
        ExperimentSpec zero = LabSettings.defaults().setText(CalibrationCost.CALIBRATION_COST, "0").build();
        ExperimentSpec costly = LabSettings.defaults().setText(CalibrationCost.CALIBRATION_COST, "5000").build();
        assertThat(ConfigHash.of(zero)).isEqualTo(ConfigHash.of(plain));
        assertThat(ConfigHash.of(costly)).isNotEqualTo(ConfigHash.of(plain));
        assertThat(CalibrationCost.from(costly).rounds()).isEqualTo(5000);
    }

    @Test
    void roundsOutOfRangeAreRefusedNamingTheOptionAndTheRange() {
        assertThatThrownBy(() -> LabSettings.defaults()
                .set(CalibrationCost.CALIBRATION_COST, CalibrationCost.MAX_ROUNDS + 1).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--calibration-cost")
                .hasMessageContaining("'" + (CalibrationCost.MAX_ROUNDS + 1) + "'")
                .hasMessageContaining("0 to " + CalibrationCost.MAX_ROUNDS + " hash rounds a document");
        assertThatThrownBy(() -> LabSettings.defaults().set(CalibrationCost.CALIBRATION_COST, -1L).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--calibration-cost");
        assertThatThrownBy(() -> LabSettings.defaults().setText(CalibrationCost.CALIBRATION_COST, "many"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'many'");
        assertThat(LabSettings.defaults().set(CalibrationCost.CALIBRATION_COST, CalibrationCost.MAX_ROUNDS).build()
                .get(CalibrationCost.CALIBRATION_COST)).isEqualTo(CalibrationCost.MAX_ROUNDS);
    }
}
