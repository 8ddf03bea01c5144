package ingestlab.claims;

import ingestlab.report.PairedEffect;
import ingestlab.stats.Equivalence;

/**
 * A comparison of a claim, judged: its paired effect over rounds, its equivalence test within the claim's margin,
 * whether the claim's conditions held on its trials, and its verdict before and after the registry's adjustment for
 * making many comparisons at once.
 *
 * @param equivalence the TOST of "within ±margin" on the log ratios (p = 1 when there was nothing to test)
 * @param margin the claim's equivalence margin, in log units
 * @param unadjusted the verdict on the unadjusted p-values
 * @param adjustedP Holm's adjusted p-value of "no change" across the registry's family (NaN outside it)
 * @param adjustedTostP Holm's adjusted TOST p-value across the registry's family (NaN outside it)
 * @param verdict the verdict the registry's significance rule gives
 */
public record JudgedComparison(ClaimComparison comparison, PairedEffect effect, ConditionCheck conditions,
                               Equivalence equivalence, double margin, ClaimVerdict unadjusted, double adjustedP,
                               double adjustedTostP, ClaimVerdict verdict) {
    /** The same comparison with its adjusted p-values and the verdict they give. */
    JudgedComparison adjusted(double p, double tostP, ClaimVerdict adjustedVerdict) {
        return new JudgedComparison(comparison, effect, conditions, equivalence, margin, unadjusted, p, tostP,
                adjustedVerdict);
    }

    /** The interval's half-width in log units, (ln high − ln low) / 2; NaN without an interval above 0. */
    public double logHalfWidth() {
        return effect.ci().isKnown() && effect.ci().low() > 0
                ? (Math.log(effect.ci().high()) - Math.log(effect.ci().low())) / 2 : Double.NaN;
    }

    /** "smaller than published" or "larger than published" for a verdict judged on its interval, else empty. */
    public String qualifier() {
        return verdict.judged() ? VerdictRule.qualifier(comparison.direction(), comparison.publishedEffect(),
                effect.ci()) : "";
    }
}
