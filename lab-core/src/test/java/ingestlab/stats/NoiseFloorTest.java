package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The noise floor's figures from log ratios: their spread, the half-width at 8 pairs, the pairs a 3% target needs. */
class NoiseFloorTest {
    @Test
    void theFiguresFollowFromTheLogRatiosSpread() {
        double[] ratios = {Math.exp(0.05), Math.exp(-0.05), Math.exp(0.05), Math.exp(-0.05)};
        NoiseFloor floor = NoiseFloor.of(ratios);
        assertThat(floor.pairs()).isEqualTo(4);
        assertThat(floor.sd()).isCloseTo(0.05 * Math.sqrt(4.0 / 3), within(1e-12));
        // t(0.975, 7) = 2.3646
        assertThat(floor.halfWidth(8)).isCloseTo(Math.expm1(2.3646 * floor.sd() / Math.sqrt(8)), within(1e-4));
        int n = floor.pairsFor(0.03);
        assertThat(floor.halfWidth(n)).isLessThanOrEqualTo(0.03);
        assertThat(floor.halfWidth(n - 1)).isGreaterThan(0.03);
        // the pilot's figures: sd 0.052 needs about 13 pairs for 3%, 0.037 about 8
        assertThat(new NoiseFloor(14, 0.052).pairsFor(0.03)).isBetween(12, 15);
        assertThat(new NoiseFloor(14, 0.037).pairsFor(0.03)).isBetween(7, 10);
        assertThat(NoiseFloor.of(new double[] {1.1}).pairsFor(0.03)).isEqualTo(-1);
    }
}
