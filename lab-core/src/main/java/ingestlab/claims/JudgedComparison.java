package ingestlab.claims;

import ingestlab.report.PairedEffect;

/**
 * A comparison of a claim, judged: its paired effect over rounds, whether the claim's conditions held on its trials,
 * and its verdict before and after the registry's adjustment for making many comparisons at once.
 *
 * @param unadjusted the verdict on the unadjusted interval
 * @param adjustedP Holm's adjusted p-value across the registry (NaN when the comparison takes no part)
 * @param verdict the verdict the registry's significance rule gives
 */
public record JudgedComparison(ClaimComparison comparison, PairedEffect effect, ConditionCheck conditions,
                               ClaimVerdict unadjusted, double adjustedP, ClaimVerdict verdict) {
    /** The same comparison with its adjusted p-value and the verdict it gives. */
    JudgedComparison adjusted(double p, ClaimVerdict adjustedVerdict) {
        return new JudgedComparison(comparison, effect, conditions, unadjusted, p, adjustedVerdict);
    }
}