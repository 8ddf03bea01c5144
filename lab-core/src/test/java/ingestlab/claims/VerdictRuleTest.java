package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.stats.ConfidenceInterval;
import org.junit.jupiter.api.Test;

/** The verdict words on known intervals and p-values (docs/claims.md's rules). */
class VerdictRuleTest {
    private static final double MARGIN = 0.05;

    private static ConfidenceInterval ci(double low, double high) {
        return new ConfidenceInterval(low, high);
    }

    private static ClaimVerdict higher(double estimate, ConfidenceInterval ci, double p, double tostP) {
        return VerdictRule.judge(ClaimedDirection.HIGHER, estimate, ci, p, tostP, MARGIN);
    }

    @Test
    void anIntervalOnTheClaimedSideWithASignificantPIsReproduced() {
        assertThat(higher(1.4, ci(1.3, 1.5), 0.001, 1)).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 0.6, ci(0.5, 0.7), 0.001, 1, MARGIN))
                .isEqualTo(ClaimVerdict.REPRODUCED);
    }

    @Test
    void holmTakingBackTheSignificanceLeavesAbsentOrInconclusive() {
        // the interval excludes 1, but the p the registry uses (Holm's) is 0.077: not a reproduction
        assertThat(higher(1.02, ci(1.005, 1.035), 0.077, 0.001)).isEqualTo(ClaimVerdict.ABSENT);
        assertThat(higher(1.217, ci(1.103, 1.343), 0.077, 1)).isEqualTo(ClaimVerdict.INCONCLUSIVE);
    }

    @Test
    void theOtherSideContradicts() {
        assertThat(higher(0.8, ci(0.7, 0.9), 0.002, 1)).isEqualTo(ClaimVerdict.CONTRADICTED);
        assertThat(VerdictRule.judge(ClaimedDirection.LOWER, 1.2, ci(1.1, 1.3), 0.002, 1, MARGIN))
                .isEqualTo(ClaimVerdict.CONTRADICTED);
    }

    @Test
    void anEquivalenceShownIsAbsentAndOneNotShownIsInconclusive() {
        // index-buffer's 0.996 (0.924..1.074) cannot exclude a 7% gain: its TOST p is far above 0.05
        assertThat(higher(0.996, ci(0.924, 1.074), 0.914, 0.21)).isEqualTo(ClaimVerdict.INCONCLUSIVE);
        assertThat(higher(0.99, ci(0.97, 1.01), 0.3, 0.004)).isEqualTo(ClaimVerdict.ABSENT);
        assertThat(higher(0.99, ci(0.97, 1.01), 0.3, 0.05)).as("5% itself is not below 5%")
                .isEqualTo(ClaimVerdict.INCONCLUSIVE);
    }

    @Test
    void aSameClaimIsReproducedByEquivalenceAndContradictedOutsideTheMargin() {
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, 1.0, ci(0.97, 1.03), 0.9, 0.01, MARGIN))
                .isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, 1.03, ci(0.99, 1.08), 0.2, 0.3, MARGIN))
                .isEqualTo(ClaimVerdict.INCONCLUSIVE);
        assertThat(VerdictRule.judge(ClaimedDirection.SAME, 1.2, ci(1.1, 1.3), 0.001, 1, MARGIN))
                .isEqualTo(ClaimVerdict.CONTRADICTED);
    }

    @Test
    void noIntervalIsInconclusive() {
        assertThat(higher(1.5, ConfidenceInterval.UNKNOWN, Double.NaN, 1)).isEqualTo(ClaimVerdict.INCONCLUSIVE);
        assertThat(higher(Double.POSITIVE_INFINITY, ConfidenceInterval.UNKNOWN, Double.NaN, 1))
                .isEqualTo(ClaimVerdict.INCONCLUSIVE);
    }

    @Test
    void theQualifierSaysWhereTheIntervalLiesAgainstThePublishedFigure() {
        // codecs-zstd: 0.953 (0.866..1.049) excludes the published +7%
        assertThat(VerdictRule.qualifier(ClaimedDirection.HIGHER, 1.07, ci(0.866, 1.049)))
                .isEqualTo("smaller than published");
        assertThat(VerdictRule.qualifier(ClaimedDirection.HIGHER, 1.6, ci(2.26, 2.798)))
                .isEqualTo("larger than published");
        assertThat(VerdictRule.qualifier(ClaimedDirection.HIGHER, 1.08, ci(1.03, 1.343))).isEmpty();
        // a "lower" claim: published 0.7 (30% less); 0.8..0.9 is less of a drop, 0.5..0.6 more
        assertThat(VerdictRule.qualifier(ClaimedDirection.LOWER, 0.7, ci(0.8, 0.9))).isEqualTo("smaller than published");
        assertThat(VerdictRule.qualifier(ClaimedDirection.LOWER, 0.7, ci(0.5, 0.6))).isEqualTo("larger than published");
        assertThat(VerdictRule.qualifier(ClaimedDirection.HIGHER, null, ci(0.8, 0.9))).isEmpty();
    }

    @Test
    void aClaimTakesItsWeakestComparison() {
        assertThat(ClaimVerdict.REPRODUCED.weakest(ClaimVerdict.ABSENT)).isEqualTo(ClaimVerdict.ABSENT);
        assertThat(ClaimVerdict.CONTRADICTED.weakest(ClaimVerdict.NOT_RUN)).isEqualTo(ClaimVerdict.NOT_RUN);
        assertThat(ClaimVerdict.INCONCLUSIVE.judged()).isTrue();
        assertThat(ClaimVerdict.NOT_TESTED.judged()).isFalse();
    }
}
