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
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 1.4, ci(1.3, 1.5))).isEqualTo(Verdict.REPRODUCED);
    }

    @Test
    void halfAndTwiceThePublishedGainAreTheBandsInclusiveEnds() {
        // published +50%: the band is +25% .. +100%, both ends in (exact binary fractions)
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 1.25, ci(1.1, 1.4))).isEqualTo(Verdict.REPRODUCED);
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 2.0, ci(1.1, 2.5))).isEqualTo(Verdict.REPRODUCED);
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 1.2, ci(1.1, 1.3))).isEqualTo(Verdict.DIRECTION_ONLY);
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 2.0625, ci(1.1, 2.5))).isEqualTo(Verdict.DIRECTION_ONLY);
    }

    @Test
    void anIntervalTouchingOneIsNotReproduced() {
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 1.2, ci(1.0, 1.4))).isEqualTo(Verdict.NOT_REPRODUCED);
        assertThat(VerdictRule.judge(Direction.HIGHER, null, 1.01, ci(0.95, 1.07))).isEqualTo(Verdict.NOT_REPRODUCED);
    }

    @Test
    void anIntervalOnTheOtherSideContradicts() {
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 0.8, ci(0.7, 0.9))).isEqualTo(Verdict.CONTRADICTED);
        assertThat(VerdictRule.judge(Direction.LOWER, 0.5, 1.2, ci(1.1, 1.3))).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void aLowerClaimMeasuresItsGainAsTheInverse() {
        // published 0.5 (a halving, +100% as a gain): 0.75 is a gain of 1/3, below the band's +50%
        assertThat(VerdictRule.judge(Direction.LOWER, 0.5, 0.75, ci(0.7, 0.8))).isEqualTo(Verdict.DIRECTION_ONLY);
        assertThat(VerdictRule.judge(Direction.LOWER, 0.5, 0.5, ci(0.45, 0.55))).isEqualTo(Verdict.REPRODUCED);
        // a gain of +200% (ratio 1/3) is past twice +100%
        assertThat(VerdictRule.judge(Direction.LOWER, 0.5, 0.25, ci(0.2, 0.3))).isEqualTo(Verdict.DIRECTION_ONLY);
    }

    @Test
    void aClaimWithoutAFigureNeedsOnlyTheSide() {
        assertThat(VerdictRule.judge(Direction.HIGHER, null, 3.0, ci(2.0, 4.0))).isEqualTo(Verdict.REPRODUCED);
    }

    @Test
    void aSameClaimNeedsTheWholeIntervalWithinFivePercent() {
        assertThat(VerdictRule.judge(Direction.SAME, null, 1.0, ci(0.97, 1.04))).isEqualTo(Verdict.REPRODUCED);
        assertThat(VerdictRule.judge(Direction.SAME, null, 1.03, ci(0.99, 1.08))).isEqualTo(Verdict.NOT_REPRODUCED);
        assertThat(VerdictRule.judge(Direction.SAME, null, 1.2, ci(1.1, 1.3))).isEqualTo(Verdict.CONTRADICTED);
    }

    @Test
    void anUnknownIntervalIsNotJudged() {
        assertThat(VerdictRule.judge(Direction.HIGHER, 1.5, 1.5, ConfidenceInterval.UNKNOWN)).isEqualTo(Verdict.NOT_RUN);
    }

    @Test
    void aClaimTakesItsWeakestComparison() {
        assertThat(Verdict.REPRODUCED.weakest(Verdict.DIRECTION_ONLY)).isEqualTo(Verdict.DIRECTION_ONLY);
        assertThat(Verdict.CONTRADICTED.weakest(Verdict.NOT_RUN)).isEqualTo(Verdict.NOT_RUN);
    }
}
