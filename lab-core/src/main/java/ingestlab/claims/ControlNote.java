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
                if (!out.isEmpty()) {
                    out.append('\n'); // a paragraph each
                }
                out.append("**A/A control (").append(claim.claim().id()).append(", ")
                        .append(j.comparison().metric().column()).append("):** ");
                if (j.effect().rounds() == 0) {
                    out.append("not run yet, so the suite's noise floor is not measured.\n");
                } else if (!j.effect().ci().isKnown()) {
                    out.append("no interval (").append(j.verdict().text()).append(").\n");
                } else {
                    double low = j.effect().ci().low();
                    double high = j.effect().ci().high();
                    out.append(ClaimText.ratio(j.effect().mean())).append(" (").append(ClaimText.ratio(low))
                            .append("..").append(ClaimText.ratio(high)).append(") over ")
                            .append(j.effect().rounds()).append(" rounds: the suite's noise floor is ±")
                            .append(ClaimText.percent(j.effect().ci().halfWidth()))
                            .append(" (the interval's half-width); ").append(outcome(j, low, high)).append('\n');
                }
            }
        }
        return out.isEmpty() ? "**A/A control:** the registry has none.\n" : out.toString();
    }

    /**
     * Passed; failed by finding a difference where there is none; not passed for want of precision; or not judged on
     * its interval at all (its conditions failed, or too few rounds), which its verdict then names.
     */
    private static String outcome(JudgedComparison j, double low, double high) {
        String band = Math.round((VerdictRule.SAME_MARGIN - 1) * 100) + "%";
        return switch (j.verdict()) {
            case REPRODUCED -> "the control passed (its interval lies within ±" + band + ").";
            case NOT_TESTED, INSUFFICIENT_ROUNDS -> "the control did NOT pass: " + j.verdict().text() + ".";
            default -> low > 1 || high < 1
                    ? "the control FAILED (" + j.verdict().text() + "): its interval excludes 1, a difference where "
                    + "there is none, so effects of this size are noise."
                    : "the control did NOT pass (" + j.verdict().text() + "): its interval includes 1, so it found "
                    + "no false difference, but it reaches past ±" + band + ", so at " + j.effect().rounds()
                    + " rounds the suite cannot tell a change of " + band + " from none.";
        };
    }
}
