package ingestlab.calibrate;

import ingestlab.node.IndexSettings;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.mapping.CalibrationCost;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import org.junit.jupiter.api.Test;

class VariantTest {
    private static final BufferSize SMALL = BufferSize.parse("4mb");

    private static ExperimentSpec calibration(long cost) {
        return LabSettings.defaults().set(CalibrationCost.CALIBRATION_COST, cost).build();
    }

    @Test
    void withoutACostACalibrationRunsTheThreeVariantsOfOld() {
        assertThat(Variant.of(LabSettings.defaults().build()))
                .containsExactly(Variant.BARE, Variant.LAB, Variant.LAB_CONTROLLER);
        assertThat(Variant.of(calibration(0))).containsExactly(Variant.BARE, Variant.LAB, Variant.LAB_CONTROLLER);
    }

    @Test
    void withACostItAlsoRunsBareAndLabWithIt() {
        assertThat(Variant.of(calibration(500))).containsExactly(Variant.BARE, Variant.LAB, Variant.LAB_CONTROLLER,
                Variant.BARE_COST, Variant.LAB_COST);
        assertThat(Variant.of(calibration(500))).extracting(Variant::label)
                .containsExactly("bare", "lab", "lab+controller", "bare+cost", "lab+cost");
    }

    /** Only the +cost variants pay the cost, so bare and lab keep their meaning; lab+cost is lab's trial otherwise. */
    @Test
    void onlyTheCostVariantsCarryTheCost() {
        ExperimentSpec spec = calibration(500);
        for (Variant variant : Variant.of(spec)) {
            assertThat(CalibrationCost.from(variant.spec(spec, SMALL)).rounds()).as(variant.label())
                    .isEqualTo(variant.withCost() ? 500 : 0);
        }
        ExperimentSpec lab = Variant.LAB.spec(spec, SMALL);
        ExperimentSpec labCost = Variant.LAB_COST.spec(spec, SMALL);
        assertThat(labCost.get(IndexSettings.SHARDS)).isEqualTo(lab.get(IndexSettings.SHARDS)).isEqualTo(1);
        assertThat(labCost.toBuilder().set(CalibrationCost.CALIBRATION_COST, 0L).build()).isEqualTo(lab);
        assertThat(Variant.LAB_COST.runOptions(spec, SMALL)).startsWith(Variant.LAB.runOptions(spec, SMALL)
                .toArray(new String[0])).endsWith("--calibration-cost", "500");
        assertThat(Variant.BARE_COST.isBare()).isTrue();
        assertThat(Variant.LAB_COST.isBare()).isFalse();
    }
}
