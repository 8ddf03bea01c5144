package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatioTest {
    private static RoundResult result(int round, Variant variant, double docsPerSecond) {
        return result(round, variant, docsPerSecond, docsPerSecond / 2);
    }

    private static RoundResult result(int round, Variant variant, double docsPerSecond, double docsPerCpuSecond) {
        return new RoundResult(new CalibrationPlan.Slot(round, variant, 0),
                List.of(new TimedRun(docsPerSecond, docsPerCpuSecond, 1000, 0)));
    }

    @Test
    void ratiosArePairedByRoundAndCombinedAsAGeometricMean() {
        List<RoundResult> results = List.of(
                result(1, Variant.BARE, 100), result(1, Variant.LAB, 90),
                result(2, Variant.LAB, 60), result(2, Variant.BARE, 50),
                result(3, Variant.BARE, 200), result(3, Variant.LAB, 200),
                result(4, Variant.BARE, 300)); // round 4 has no lab run: left out
        Ratio ratio = Ratio.of(Variant.LAB, Variant.BARE, results);
        assertThat(ratio.perRound()).containsExactly(0.9, 1.2, 1.0);
        assertThat(ratio.mean()).isCloseTo(Math.cbrt(0.9 * 1.2), within(1e-12));
        // three rounds: the t interval is wider than the ratios' range
        assertThat(ratio.ci().low()).isLessThan(0.9);
        assertThat(ratio.ci().high()).isGreaterThan(1.2);
        assertThat(ratio.toString()).startsWith("ratio lab/bare 1.026 [");
    }

    @Test
    void theEstimateFromSharesComparesWhatIsLeftForTheRest() {
        var lab = new HotFrames.Profile(1000, java.util.Map.of(HotFrames.Owner.HARNESS, 60L), List.of());
        var bare = new HotFrames.Profile(2000, java.util.Map.of(HotFrames.Owner.HARNESS, 40L), List.of());
        assertThat(HotFrames.estimatedRatio(lab, bare)).isCloseTo(0.94 / 0.98, within(1e-12));
    }

    @Test
    void theReportGivesBothRatiosAndEveryRound() {
        List<RoundResult> results = List.of(
                result(1, Variant.BARE, 100, 50), result(1, Variant.LAB, 98, 49), result(1, Variant.LAB_CONTROLLER, 49),
                result(2, Variant.BARE, 110, 50), result(2, Variant.LAB, 99, 50), result(2, Variant.LAB_CONTROLLER, 99));
        CalibrationReport report = new CalibrationReport(results);
        // The third is per CPU-second: the lab did 2% more work per document in round 1 and as much in round 2.
        assertThat(report.ratios()).extracting(Ratio::mean).containsExactly(Math.sqrt(0.98 * 0.9), Math.sqrt(0.5),
                Math.sqrt(0.98));
        assertThat(report.summary(Variant.LAB).median()).isEqualTo(98.5);
        assertThat(report.render()).contains("ratio lab/bare 0.939 [", "ratio lab+controller/lab 0.707 [",
                "ratio lab/bare per CPU-second 0.990 [",
                "| 2     |       110.0 |       99.0 |");
    }
}
