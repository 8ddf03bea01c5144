package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RoundResultTest {
    private static final CalibrationPlan.Slot SLOT = new CalibrationPlan.Slot(1, Variant.LAB, 1);

    @Test
    void aJvmCountsTheMedianOfItsTimedRunsSoOneDisturbedRunDoesNotDecide() {
        RoundResult result = new RoundResult(SLOT, List.of(new TimedRun(100, 40, 1000, 0),
                new TimedRun(50, 45, 999, 0), new TimedRun(110, 42, 1000, 0)));
        assertThat(result.docsPerSecond()).isEqualTo(100);
        assertThat(result.docsPerCpuSecond()).isEqualTo(42);
        assertThat(result.docsVerified()).isEqualTo(999); // the fewest: any short index shows
    }

    @Test
    void twoRunsGiveTheirMean() {
        assertThat(new RoundResult(SLOT, List.of(new TimedRun(100, 1, 1, 0), new TimedRun(120, 1, 1, 0)))
                .docsPerSecond()).isEqualTo(110);
    }

    @Test
    void aJvmWithoutATimedRunIsRefused() {
        assertThatThrownBy(() -> new RoundResult(SLOT, List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
