package ingestlab.claims;

import java.util.List;

/**
 * The suite's noise floor, as the report opens with it: the A/A control (a claim whose two levels run the same
 * experiment and differ only in a label) passes when its interval lies within ±5% of no change, and its half-width is
 * the smallest effect the suite could have resolved at its rounds.
 */
final class ControlNote {
    private ControlNote() {}

    static String of(List<JudgedClaim> claims) {
        StringBuilder out = new StringBuilder();
        for (JudgedClaim claim : claims) {
            if (!claim.claim().control()) {
                continue;
            }
            for (JudgedComparison j : claim.comparisons()) {
                out.append("**A/A control (").append(claim.claim().id()).append(", ")
                        .append(j.comparison().metric().column()).append("):** ");
                if (j.effect().rounds() == 0) {
                    out.append("not run yet, so the suite's noise floor is not measured.\n");
                } else if (!j.effect().ci().isKnown()) {
                    out.append("no interval (").append(j.verdict().text()).append(").\n");
                } else {
                    boolean passed = j.verdict() == ClaimVerdict.REPRODUCED;
                    out.append(ClaimText.ratio(j.effect().mean())).append(" (")
                            .append(ClaimText.ratio(j.effect().ci().low())).append("..")
                            .append(ClaimText.ratio(j.effect().ci().high())).append(") over ")
                            .append(j.effect().rounds()).append(" rounds: the suite's noise floor is ±")
                            .append(ClaimText.percent(j.effect().ci().halfWidth() / j.effect().mean()))
                            .append(passed ? "; the control passed (its interval lies within ±5%).\n"
                                    : "; the control FAILED (" + j.verdict().text() + "): effects of this size are "
                                    + "noise.\n");
                }
            }
        }
        return out.isEmpty() ? "**A/A control:** the registry has none.\n" : out.toString();
    }
}
