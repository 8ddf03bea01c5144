package ingestlab.claims;

import ingestlab.stats.Holm;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Significance adjusted across the registry: a suite of some thirty comparisons finds a few "effects" at the 5%
 * level by chance alone, so each comparison's p-value is adjusted by Holm's procedure over the family of every
 * comparison that was judged on its interval (conditions held, enough rounds) and claims a direction ("same"
 * comparisons are equivalence checks, with no p-value of a difference). Under the registry's {@code significance:
 * holm}, a verdict that rests on the interval excluding 1 stands only if the adjusted p-value is below 0.05;
 * otherwise it is "not reproduced". The unadjusted verdict is kept beside it.
 */
final class RegistryAdjustment {
    private static final double ALPHA = 0.05;
    private static final Set<ClaimVerdict> JUDGED = Set.of(ClaimVerdict.REPRODUCED, ClaimVerdict.DIRECTION_ONLY,
            ClaimVerdict.CONTRADICTED, ClaimVerdict.NOT_REPRODUCED);
    private static final Set<ClaimVerdict> SIGNIFICANT = Set.of(ClaimVerdict.REPRODUCED,
            ClaimVerdict.DIRECTION_ONLY, ClaimVerdict.CONTRADICTED);

    private RegistryAdjustment() {}

    static List<JudgedClaim> apply(List<JudgedClaim> claims, RegistryRules.Significance significance) {
        List<JudgedComparison> family = new ArrayList<>();
        for (JudgedClaim claim : claims) {
            claim.comparisons().stream().filter(RegistryAdjustment::inFamily).forEach(family::add);
        }
        double[] adjusted = Holm.adjust(family.stream().mapToDouble(j -> j.effect().pValue())
                .toArray());
        List<JudgedClaim> out = new ArrayList<>();
        for (JudgedClaim claim : claims) {
            List<JudgedComparison> comparisons = new ArrayList<>();
            for (JudgedComparison j : claim.comparisons()) {
                int at = indexOf(family, j);
                if (at < 0) {
                    comparisons.add(j);
                    continue;
                }
                double p = adjusted[at];
                boolean drop = significance == RegistryRules.Significance.HOLM && SIGNIFICANT.contains(j.unadjusted())
                        && !(p < ALPHA);
                comparisons.add(j.adjusted(p, drop ? ClaimVerdict.NOT_REPRODUCED : j.unadjusted()));
            }
            out.add(new JudgedClaim(claim.claim(), claim.rows(), comparisons));
        }
        return out;
    }

    private static boolean inFamily(JudgedComparison j) {
        return JUDGED.contains(j.unadjusted()) && j.comparison().direction() != ClaimedDirection.SAME
                && !Double.isNaN(j.effect().pValue());
    }

    /** By identity: two comparisons may be equal as values (the same levels on the same metric in two claims). */
    private static int indexOf(List<JudgedComparison> family, JudgedComparison j) {
        for (int i = 0; i < family.size(); i++) {
            if (family.get(i) == j) {
                return i;
            }
        }
        return -1;
    }
}
