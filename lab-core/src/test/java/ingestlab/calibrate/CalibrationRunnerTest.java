package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rounds go to the launcher one at a time, in the plan's order, and every result comes back once. */
class CalibrationRunnerTest {
    @Test
    void eachRoundIsLaunchedAloneInThePlansOrder() throws Exception {
        List<CalibrationPlan.Slot> plan = CalibrationPlan.of(List.of(Variant.values()), 3, 7);
        List<List<CalibrationPlan.Slot>> launched = new ArrayList<>();
        List<Integer> told = new ArrayList<>();
        List<RoundResult> results = CalibrationRunner.run(plan, round -> {
            launched.add(round);
            return round.stream().map(slot -> new RoundResult(slot, List.of(new TimedRun(slot.order(), 1, 1, 0))))
                    .toList();
        }, round -> told.add(round.getFirst().round()));
        assertThat(launched).hasSize(3).allMatch(round -> round.size() == Variant.values().length
                && round.stream().map(CalibrationPlan.Slot::round).distinct().count() == 1);
        assertThat(launched.stream().flatMap(List::stream).toList()).isEqualTo(plan);
        assertThat(told).containsExactly(1, 2, 3);
        assertThat(results).extracting(RoundResult::slot).isEqualTo(plan);
    }
}
