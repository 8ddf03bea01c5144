package ingestlab.claims;

import ingestlab.stats.ConfidenceInterval;

/**
 * The registry's "factor-of-2" rule, fixed before any claim ran (reports/claims/claims.yaml states it in words).
 * Effects are ratios contender/baseline; 1 is no effect.
 */
final class VerdictRule {
    /** The band a "same" claim's whole interval must lie in: within 5% either way. */
    public static final double SAME_MARGIN = 1.05;

    private VerdictRule() {}

    /**
     * @param published the published ratio, or null when the source gives no figure (then only the side counts)
     * @param estimate the measured mean ratio
     * @param ci its 95% interval; unknown (fewer than two rounds) gives {@link ClaimVerdict#NOT_RUN}
     */
    public static ClaimVerdict judge(ClaimedDirection direction, Double published, double estimate, ConfidenceInterval ci) {
        if (Double.isInfinite(estimate)) {
            return ClaimVerdict.NO_RATIO;
        }
        if (!ci.isKnown() || Double.isNaN(estimate)) {
            return ClaimVerdict.NOT_RUN;
        }
        if (direction == ClaimedDirection.SAME) {
            if (ci.low() >= 1 / SAME_MARGIN && ci.high() <= SAME_MARGIN) {
                return ClaimVerdict.REPRODUCED;
            }
            return ci.high() < 1 / SAME_MARGIN || ci.low() > SAME_MARGIN ? ClaimVerdict.CONTRADICTED : ClaimVerdict.NOT_REPRODUCED;
        }
        boolean higher = direction == ClaimedDirection.HIGHER;
        boolean onPublishedSide = higher ? ci.low() > 1 : ci.high() < 1;
        boolean onOppositeSide = higher ? ci.high() < 1 : ci.low() > 1;
        if (onOppositeSide) {
            return ClaimVerdict.CONTRADICTED;
        }
        if (!onPublishedSide) {
            return ClaimVerdict.NOT_REPRODUCED;
        }
        if (published == null) {
            return ClaimVerdict.REPRODUCED;
        }
        return withinFactorOfTwo(direction, published, estimate) ? ClaimVerdict.REPRODUCED : ClaimVerdict.DIRECTION_ONLY;
    }

    /**
     * Whether the measured size is within a factor of 2 of the published one: with e and m the published and
     * measured effects as gains (ratio − 1; for a "lower" claim 1/ratio − 1, so a halving is +100% like a doubling),
     * e/2 ≤ m ≤ 2e, boundaries included.
     */
    static boolean withinFactorOfTwo(ClaimedDirection direction, double published, double estimate) {
        double e = gain(direction, published);
        double m = gain(direction, estimate);
        return m >= e / 2 && m <= 2 * e;
    }

    private static double gain(ClaimedDirection direction, double ratio) {
        return direction == ClaimedDirection.LOWER ? 1 / ratio - 1 : ratio - 1;
    }
}
