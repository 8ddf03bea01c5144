package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.stats.ConfidenceInterval;
import org.junit.jupiter.api.Test;

class VerdictRuleTest {
    private static ConfidenceInterval ci(double low, double high) {
        return new ConfidenceInterval(low, high);
    }

    @Test
    void anIntervalAboveOneNearThePublishedSizeIsReproduced() {
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 1.4, ci(1.3, 1.5))).isEqualTo(ClaimVerdict.REPRODUCED);
    }

    @Test
    void halfAndTwiceThePublishedGainAreTheBandsInclusiveEnds() {
        // published +50%: the band is +25% .. +100%, both ends in (exact binary fractions)
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 1.25, ci(1.1, 1.4))).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 2.0, ci(1.1, 2.5))).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 1.2, ci(1.1, 1.3))).isEqualTo(ClaimVerdict.DIRECTION_ONLY);
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 2.0625, ci(1.1, 2.5))).isEqualTo(ClaimVerdict.DIRECTION_ONLY);
    }

    @Test
    void anIntervalTouchingOneIsNotReproduced() {
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 1.2, ci(1.0, 1.4))).isEqualTo(ClaimVerdict.NOT_REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, null, 1.01, ci(0.95, 1.07))).isEqualTo(ClaimVerdict.NOT_REPRODUCED);
    }

    @Test
    void anIntervalOnTheOtherSideContradicts() {
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 0.8, ci(0.7, 0.9))).isEqualTo(ClaimVerdict.CONTRADICTED);
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 0.5, 1.2, ci(1.1, 1.3))).isEqualTo(ClaimVerdict.CONTRADICTED);
    }

    @Test
    void aLowerClaimMeasuresItsGainAsTheInverse() {
        // published 0.5 (a halving, +100% as a gain): 0.75 is a gain of 1/3, below the band's +50%
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 0.5, 0.75, ci(0.7, 0.8))).isEqualTo(ClaimVerdict.DIRECTION_ONLY);
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 0.5, 0.5, ci(0.45, 0.55))).isEqualTo(ClaimVerdict.REPRODUCED);
        // a gain of +200% (ratio 1/3) is past twice +100%
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 0.5, 0.25, ci(0.2, 0.3))).isEqualTo(ClaimVerdict.DIRECTION_ONLY);
    }

    @Test
    void aClaimWithoutAFigureNeedsOnlyTheSide() {
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, null, 3.0, ci(2.0, 4.0))).isEqualTo(ClaimVerdict.REPRODUCED);
    }

    @Test
    void aSameClaimNeedsTheWholeIntervalWithinFivePercent() {
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, null, 1.0, ci(0.97, 1.04))).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, null, 1.03, ci(0.99, 1.08))).isEqualTo(ClaimVerdict.NOT_REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, null, 1.2, ci(1.1, 1.3))).isEqualTo(ClaimVerdict.CONTRADICTED);
    }

    @Test
    void anUnknownIntervalIsNotJudged() {
        assertThat(VerdictRule.judge(ClaimedDirection.HIGHER, 1.5, 1.5, ConfidenceInterval.UNKNOWN)).isEqualTo(ClaimVerdict.NOT_RUN);
    }

    @Test
    void aClaimTakesItsWeakestComparison() {
        assertThat(ClaimVerdict.REPRODUCED.weakest(ClaimVerdict.DIRECTION_ONLY)).isEqualTo(ClaimVerdict.DIRECTION_ONLY);
        assertThat(ClaimVerdict.CONTRADICTED.weakest(ClaimVerdict.NOT_RUN)).isEqualTo(ClaimVerdict.NOT_RUN);
    }
}
