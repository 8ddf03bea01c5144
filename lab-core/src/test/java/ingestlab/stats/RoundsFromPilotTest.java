package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RoundsFromPilotTest {
    @Test
    void theRoundsNeededAreTheFirstWhoseHalfWidthReachesTheTarget() {
        RoundsFromPilot plan = RoundsFromPilot.plan(5, 0.086, 0.03, 1000);
        double target = Math.log1p(0.03);
        int n = plan.needed();
        assertThat(PairedRatio.tQuantile(n - 1) * 0.086 / Math.sqrt(n)).isLessThanOrEqualTo(target);
        assertThat(PairedRatio.tQuantile(n - 2) * 0.086 / Math.sqrt(n - 1)).isGreaterThan(target);
        assertThat(n).isBetween(33, 40); // the "about 35 rounds for ±3% at 8.6%"
    }

    @Test
    void theMaximumCapsThePlanAndSaysSo() {
        RoundsFromPilot plan = RoundsFromPilot.plan(5, 0.086, 0.03, 12);
        assertThat(plan.planned()).isEqualTo(12);
        assertThat(plan.capped()).isTrue();
    }

    @Test
    void aQuietPilotNeedsNoMoreThanItself() {
        RoundsFromPilot plan = RoundsFromPilot.plan(5, 0.005, 0.03, 12);
        assertThat(plan.planned()).isEqualTo(5);
        assertThat(plan.capped()).isFalse();
    }
}
