package ingestlab.claims;

import java.util.Locale;

/** The registry's rules in one paragraph, as the report opens with them (docs/claims.md defines them in full). */
final class RulesNote {
    private RulesNote() {}

    /**
     * @param differenceFamily m of Holm's difference family
     * @param equivalenceFamily m of Holm's equivalence family
     */
    static String of(RegistryRules rules, int differenceFamily, int equivalenceFamily) {
        String share = rules.conditionShare() >= 1 ? "every trial of both levels"
                : String.format(Locale.ROOT, "at least %.0f%% of the trials of both levels", rules.conditionShare() * 100);
        boolean holm = rules.significance() == RegistryRules.Significance.HOLM;
        String p = holm ? "Holm's adjusted p-value" : "the unadjusted p-value";
        return "Verdicts, in order: \"not tested\" when the claim's conditions (when its factor acts) do not hold in "
                + share + "; \"insufficient rounds\" below " + rules.minRounds() + " rounds; \"reproduced\" when the "
                + "95% interval excludes 1 on the claim's side and " + p + " of no change is below 0.05; "
                + "\"contradicted\" the same on the other side; \"absent\" when the 90% interval of the log ratio "
                + "lies within the claim's margin (two one-sided tests at 5%, \"TOST p\") and " + p + " of it is "
                + "below 0.05; \"inconclusive\" otherwise. A \"same\" claim is reproduced when equivalence is shown "
                + "and contradicted when its interval lies wholly outside the margin. \"smaller than published\" (or "
                + "larger) says the interval excludes a published figure. Holm's families are fixed at "
                + "registration, whatever the outcomes: every registered comparison with a direction for a "
                + "difference (m = " + differenceFamily + "), every registered comparison for equivalence (m = "
                + equivalenceFamily + "), the A/A control in neither; a comparison not judged counts with p = 1."
                + (holm ? "" : " The registry asks unadjusted significance; Holm's values are shown beside it.");
    }
}
