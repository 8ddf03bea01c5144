package ingestlab.claims;

import ingestlab.stats.Holm;
import java.util.ArrayList;
import java.util.List;

/**
 * Significance adjusted across the registry, over families fixed when it was registered: a suite of some thirty
 * comparisons finds a few "effects" at the 5% level by chance alone, so each p-value is adjusted by Holm's procedure.
 * The difference family is every registered comparison that claims a direction, whatever its outcome; the equivalence
 * (TOST) family is every registered comparison. The A/A control takes part in neither: it is judged alone. A
 * comparison not judged on its interval (not run, not tested, too few rounds) stays in its family with p = 1, so the
 * family's size m does not depend on what the rows showed. Under {@code significance: holm} the verdict uses the
 * adjusted values; the unadjusted verdict is kept beside it.
 */
final class RegistryAdjustment {
    private RegistryAdjustment() {}

    /**
     * @param claims the claims as judged, unadjusted
     * @param differenceFamily m of the difference family
     * @param equivalenceFamily m of the equivalence family
     */
    record Adjusted(List<JudgedClaim> claims, int differenceFamily, int equivalenceFamily) {}

    static Adjusted apply(List<JudgedClaim> claims, RegistryRules.Significance significance) {
        List<JudgedComparison> all = new ArrayList<>();
        List<double[]> pValues = new ArrayList<>(); // {difference (NaN outside its family), equivalence}
        for (JudgedClaim claim : claims) {
            if (claim.claim().control()) {
                continue;
            }
            for (JudgedComparison j : claim.comparisons()) {
                boolean judged = j.unadjusted().judged();
                double difference = j.comparison().direction() == ClaimedDirection.SAME ? Double.NaN
                        : judged && !Double.isNaN(j.effect().pValue()) ? j.effect().pValue() : 1;
                all.add(j);
                pValues.add(new double[] {difference, judged ? j.equivalence().pValue() : 1});
            }
        }
        double[] difference = Holm.adjust(pValues.stream().mapToDouble(p -> p[0]).toArray());
        double[] equivalence = Holm.adjust(pValues.stream().mapToDouble(p -> p[1]).toArray());
        List<JudgedClaim> out = new ArrayList<>();
        for (JudgedClaim claim : claims) {
            List<JudgedComparison> comparisons = new ArrayList<>();
            for (JudgedComparison j : claim.comparisons()) {
                int at = indexOf(all, j);
                if (at < 0) {
                    comparisons.add(j);
                    continue;
                }
                boolean holm = significance == RegistryRules.Significance.HOLM;
                ClaimVerdict verdict = !j.unadjusted().judged() ? j.unadjusted()
                        : VerdictRule.judge(j.comparison().direction(), j.effect().mean(), j.effect().ci(),
                        holm ? difference[at] : j.effect().pValue(),
                        holm ? equivalence[at] : j.equivalence().pValue(), j.margin());
                comparisons.add(j.adjusted(difference[at], equivalence[at], verdict));
            }
            out.add(new JudgedClaim(claim.claim(), claim.rows(), comparisons));
        }
        int m = (int) pValues.stream().filter(p -> !Double.isNaN(p[0])).count();
        return new Adjusted(out, m, pValues.size());
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
