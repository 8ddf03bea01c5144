package ingestlab.claims;

import java.util.Locale;

/** The registry's rules in one paragraph, as the report opens with them. */
final class RulesNote {
    private RulesNote() {}

    static String of(RegistryRules rules) {
        String share = rules.conditionShare() >= 1 ? "every trial of both levels"
                : String.format(Locale.ROOT, "at least %.0f%% of the trials of both levels", rules.conditionShare() * 100);
        String significance = rules.significance() == RegistryRules.Significance.HOLM
                ? "A verdict that rests on the interval excluding 1 also needs Holm's adjusted p-value below 0.05, "
                        + "across every comparison judged on its interval (\"Holm p\"; \"p\" is unadjusted)."
                : "Verdicts use the unadjusted interval; Holm's adjusted p-value across the registry is shown beside it.";
        return "A comparison with fewer than " + rules.minRounds() + " rounds is \"insufficient rounds\"; one whose "
                + "conditions (when the claim's factor acts) do not hold in " + share + " is \"not tested\". " + significance;
    }
}
