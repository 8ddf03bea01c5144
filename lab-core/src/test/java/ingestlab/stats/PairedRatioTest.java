package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PairedRatioTest {
    @Test
    void theEffectIsTheGeometricMeanAndTheIntervalIsTOnTheLogs() {
        // logs = ln(1.1), ln(1.2), ln(1.0): mean 0.09271, sd 0.09116; t(0.975, 2) = 4.302653
        PairedRatio effect = PairedRatio.of(new double[] {1.1, 1.2, 1.0});
        assertThat(effect.estimate()).isCloseTo(Math.cbrt(1.1 * 1.2), within(1e-12));
        double meanLog = (Math.log(1.1) + Math.log(1.2)) / 3;
        double sd = Math.sqrt((Math.pow(Math.log(1.1) - meanLog, 2) + Math.pow(Math.log(1.2) - meanLog, 2)
                + Math.pow(meanLog, 2)) / 2);
        double half = 4.302652729911275 * sd / Math.sqrt(3);
        assertThat(effect.ci().low()).isCloseTo(Math.exp(meanLog - half), within(1e-7));
        assertThat(effect.ci().high()).isCloseTo(Math.exp(meanLog + half), within(1e-7));
        assertThat(effect.logSd()).isCloseTo(sd, within(1e-12));
    }

    @Test
    void aRatioOverZeroHasNoInterval() {
        PairedRatio effect = PairedRatio.of(new double[] {1, Double.POSITIVE_INFINITY, 1});
        assertThat(effect.estimate()).isInfinite();
        assertThat(effect.ci().isKnown()).isFalse();
    }

    @Test
    void aCountTheContenderNeverReachedIsACertainFullDrop() {
        PairedRatio all = PairedRatio.of(new double[] {0, 0, 0});
        assertThat(all.estimate()).isZero();
        assertThat(all.ci()).isEqualTo(new ConfidenceInterval(0, 0));
        assertThat(PairedRatio.of(new double[] {0, 0.5, 0}).ci().isKnown()).as("some rounds at 0: no log").isFalse();
    }

    @Test
    void oneRoundHasAnEstimateButNoInterval() {
        PairedRatio effect = PairedRatio.of(new double[] {1.2});
        assertThat(effect.estimate()).isCloseTo(1.2, within(1e-12));
        assertThat(effect.ci().isKnown()).isFalse();
    }

    @Test
    void identicalRatiosGiveAZeroWidthInterval() {
        PairedRatio effect = PairedRatio.of(new double[] {1.0, 1.0, 1.0});
        assertThat(effect.ci().low()).isEqualTo(1.0);
        assertThat(effect.ci().high()).isEqualTo(1.0);
        assertThat(effect.pValue()).isEqualTo(1.0);
    }
}
