package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The SD ratio of two designs' A/A pairs and its F-based 95% interval. */
class SpreadRatioTest {
    @Test
    void equalSpreadsAt12PairsASideGiveTheFDistributionsInterval() {
        SpreadRatio same = SpreadRatio.of(new NoiseFloor(12, 0.1), new NoiseFloor(12, 0.1));
        assertThat(same.ratio()).isEqualTo(1.0);
        // F(11, 11): 97.5% point 3.4737, 2.5% point 0.28788
        assertThat(same.ci().low()).isCloseTo(Math.sqrt(1 / 3.4737), within(1e-3));
        assertThat(same.ci().high()).isCloseTo(Math.sqrt(1 / 0.28788), within(1e-3));
        assertThat(SpreadRatio.of(new NoiseFloor(1, 0.1), new NoiseFloor(12, 0.1)).ci().isKnown()).isFalse();
    }

    @Test
    void theIntervalCoversTheTrueRatioIn95PercentOfSimulatedRuns() {
        Random random = new Random(29);
        int covered = 0;
        int runs = 2000;
        for (int run = 0; run < runs; run++) {
            NoiseFloor duet = NoiseFloor.of(ratios(random, 12, 0.04));
            NoiseFloor sequential = NoiseFloor.of(ratios(random, 12, 0.10));
            ConfidenceInterval ci = SpreadRatio.of(duet, sequential).ci();
            if (ci.low() <= 0.4 && 0.4 <= ci.high()) {
                covered++;
            }
        }
        assertThat(covered / (double) runs).isBetween(0.93, 0.97);
    }

    private static double[] ratios(Random random, int n, double sd) {
        double[] ratios = new double[n];
        for (int i = 0; i < n; i++) {
            ratios[i] = Math.exp(sd * random.nextGaussian());
        }
        return ratios;
    }
}
