package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CalibrationPlanTest {
    private static final List<Variant> ALL = Variant.of(ingestlab.catalog.LabSettings.defaults().build());

    @Test
    void everyRoundRunsEveryVariantOnceAndRoundsDoNotOverlap() {
        List<CalibrationPlan.Slot> plan = CalibrationPlan.of(ALL, 5, 42);
        assertThat(plan).hasSize(15);
        assertThat(plan).extracting(CalibrationPlan.Slot::order).containsExactly(
                1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        for (int round = 1; round <= 5; round++) {
            // Interleaved: round r is exactly slots 3(r-1)+1 .. 3r, one of each variant.
            List<CalibrationPlan.Slot> block = plan.subList(3 * (round - 1), 3 * round);
            int r = round;
            assertThat(block).allMatch(s -> s.round() == r);
            assertThat(block).extracting(CalibrationPlan.Slot::variant).containsExactlyInAnyOrderElementsOf(ALL);
        }
    }

    @Test
    void theOrderIsSeededAndShuffledWithinRounds() {
        assertThat(CalibrationPlan.of(ALL, 8, 7)).isEqualTo(CalibrationPlan.of(ALL, 8, 7));
        assertThat(CalibrationPlan.of(ALL, 8, 7)).isNotEqualTo(CalibrationPlan.of(ALL, 8, 8));
        // Shuffled, not fixed: over 8 rounds the first slot of a round is not always the same variant.
        assertThat(CalibrationPlan.of(ALL, 8, 7).stream().filter(s -> (s.order() - 1) % 3 == 0)
                .map(CalibrationPlan.Slot::variant).distinct().count()).isGreaterThan(1);
    }

    @Test
    void noRoundsIsRefused() {
        assertThatThrownBy(() -> CalibrationPlan.of(ALL, 0, 1)).hasMessageContaining("at least 1");
    }
}
