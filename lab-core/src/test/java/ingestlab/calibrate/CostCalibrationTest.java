package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.mapping.CalibrationCost;
import java.util.List;
import org.junit.jupiter.api.Test;

class CostCalibrationTest {
    private static RoundResult result(int round, Variant variant, double docsPerSecond, double docsPerCpuSecond) {
        return new RoundResult(new CalibrationPlan.Slot(round, variant, 0),
                List.of(new TimedRun(docsPerSecond, docsPerCpuSecond, 1000, 0)));
    }

    /** 1/dpc(with) - 1/dpc(without), in microseconds, per round; rounds missing either are left out. */
    @Test
    void addedCpuIsTheDifferenceOfCpuPerDocumentPairedByRound() {
        List<RoundResult> results = List.of(
                result(1, Variant.BARE, 1, 100_000), result(1, Variant.BARE_COST, 1, 50_000), // 10 us -> 20 us
                result(2, Variant.BARE_COST, 1, 40_000), result(2, Variant.BARE, 1, 80_000), // 12.5 -> 25
                result(3, Variant.BARE, 1, 100_000)); // no bare+cost: left out
        AddedCpu added = AddedCpu.of(Variant.BARE_COST, Variant.BARE, results);
        assertThat(added.perRound()).containsExactly(new double[] {10, 12.5}, within(1e-9));
        assertThat(added.mean()).isCloseTo(11.25, within(1e-9));
        // two rounds: t(0.975, 1) = 12.706, sd = 1.7678, half-width = 12.706 * 1.7678 / sqrt(2) = 15.88
        assertThat(added.ci().high() - added.mean()).isCloseTo(15.88, within(0.01));
        assertThat(added.toString()).startsWith("CPU added a document, bare+cost - bare: 11.25 us [");
    }

    @Test
    void aSingleRoundHasAnEstimateButNoInterval() {
        AddedCpu added = AddedCpu.of(Variant.LAB_COST, Variant.LAB, List.of(result(1, Variant.LAB, 1, 1e6),
                result(1, Variant.LAB_COST, 1, 5e5)));
        assertThat(added.mean()).isCloseTo(1, within(1e-9));
        assertThat(added.ci().isKnown()).isFalse();
    }

    @Test
    void theReportStatesWhatTheCostAddsAndTheRatioItShouldGive() {
        List<RoundResult> results = List.of(
                result(1, Variant.BARE, 100, 50), result(1, Variant.LAB, 98, 49), result(1, Variant.LAB_CONTROLLER, 49, 25),
                result(1, Variant.BARE_COST, 95, 47.5), result(1, Variant.LAB_COST, 93, 46.55),
                result(2, Variant.BARE, 110, 50), result(2, Variant.LAB, 99, 50), result(2, Variant.LAB_CONTROLLER, 99, 50),
                result(2, Variant.BARE_COST, 105, 47.5), result(2, Variant.LAB_COST, 94, 47.5));
        CostCalibration cost = CostCalibration.of(new CalibrationCost(300), results);
        assertThat(cost.expected().mean()).isCloseTo(0.95, within(1e-9));
        String report = new CalibrationReport(results, new CalibrationCost(300)).render();
        assertThat(report).contains("ratio bare+cost/bare per CPU-second 0.950 [",
                "ratio lab+cost/lab per CPU-second 0.950 [", "ratio lab+cost/lab 0.949 [",
                "CPU added a document, bare+cost - bare: 1052.63 us [",
                "expected docs/s ratio of a CPU-bound trial with calibration_cost 300: 0.950 (0.950..0.950), "
                        + "from lab+cost/lab per CPU-second",
                "bare+cost docs/s", "lab+cost docs/s");
        // Without a cost, the report is as before: none of these lines or columns.
        String plain = new CalibrationReport(results.stream().filter(r -> !r.variant().withCost()).toList()).render();
        assertThat(plain).doesNotContain("+cost", "calibration_cost", "CPU added");
    }
}
