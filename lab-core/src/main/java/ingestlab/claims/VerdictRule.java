package ingestlab.claims;

import ingestlab.stats.ConfidenceInterval;

/**
 * The verdict words' rules for a comparison judged on its interval (registry v3; docs/claims.md defines them). Effects
 * are ratios contender/baseline, 1 is no change, and the margin is in log units (0.05: about ±5%).
 */
final class VerdictRule {
    /** The level of every test: the difference's two-sided t-test and the equivalence's TOST. */
    static final double ALPHA = 0.05;
    /** The margin of a claim that registers none: ±5% in log units. */
    static final double DEFAULT_MARGIN = 0.05;

    private VerdictRule() {}

    /**
     * @param estimate the geometric mean ratio
     * @param ci its 95% t interval (unknown: no ratio to judge, which is inconclusive)
     * @param pDifference the p-value of "no change" the registry's significance uses (Holm's or unadjusted)
     * @param pEquivalence the TOST p-value of "within ±margin" the registry's significance uses
     */
    static ClaimVerdict judge(ClaimedDirection direction, double estimate, ConfidenceInterval ci, double pDifference,
                              double pEquivalence, double margin) {
        if (!ci.isKnown() || !Double.isFinite(estimate)) {
            return ClaimVerdict.INCONCLUSIVE;
        }
        boolean equivalent = pEquivalence < ALPHA;
        if (direction == ClaimedDirection.SAME) {
            if (equivalent) {
                return ClaimVerdict.REPRODUCED;
            }
            boolean outside = ci.low() > Math.exp(margin) || ci.high() < Math.exp(-margin);
            return outside ? ClaimVerdict.CONTRADICTED : ClaimVerdict.INCONCLUSIVE;
        }
        boolean significant = pDifference < ALPHA;
        boolean above = ci.low() > 1;
        boolean below = ci.high() < 1;
        boolean higher = direction == ClaimedDirection.HIGHER;
        if (significant && (higher ? above : below)) {
            return ClaimVerdict.REPRODUCED;
        }
        if (significant && (higher ? below : above)) {
            return ClaimVerdict.CONTRADICTED;
        }
        return equivalent ? ClaimVerdict.ABSENT : ClaimVerdict.INCONCLUSIVE;
    }

    /**
     * "smaller than published" when the interval lies wholly on the no-change side of the published figure, "larger
     * than published" when wholly beyond it; empty without a figure, an interval, or a direction.
     */
    static String qualifier(ClaimedDirection direction, Double published, ConfidenceInterval ci) {
        if (published == null || !ci.isKnown() || direction == ClaimedDirection.SAME) {
            return "";
        }
        boolean higher = direction == ClaimedDirection.HIGHER;
        if (higher ? ci.high() < published : ci.low() > published) {
            return "smaller than published";
        }
        return (higher ? ci.low() > published : ci.high() < published) ? "larger than published" : "";
    }
}
