package ingestlab.claims;

import ingestlab.report.MarkdownTable;
import java.util.List;

/**
 * The report's "Superseded (registry v2)" section, once registry v3 is registered: each of v2's comparisons, its
 * effect on v2's rows and its verdict (in the v3 words, over v2's own Holm families), beside v3's effect and verdict
 * on the same comparison. v2's rows stay where they are ({@code reports/claims/<id>.csv}); no v3 verdict uses them.
 */
final class SupersededV2Section {
    private SupersededV2Section() {}

    /** @param target registry v3's target half-width (0.03 for ±3%), by which both registries' precision is counted */
    static String of(List<JudgedClaim> v2, List<JudgedClaim> v3, double target) {
        MarkdownTable table = new MarkdownTable(List.of("claim", "comparison", "metric", "v2 (95% CI)", "v2 rounds",
                "v2 verdict", "v3 (95% CI)", "v3 rounds", "v3 verdict", "what differs"));
        for (JudgedClaim claim : v2) {
            for (JudgedComparison old : claim.comparisons()) {
                JudgedComparison now = find(v3, claim.claim().id(), old.comparison());
                table.row(List.of(claim.claim().id(), old.comparison().label(), metric(old.comparison()),
                        ClaimText.measured(old.effect()), Integer.toString(old.effect().rounds()),
                        ClaimText.verdict(old, Double.NaN),
                        now == null ? "" : ClaimText.measured(now.effect()),
                        now == null ? "" : Integer.toString(now.effect().rounds()),
                        now == null ? "not in registry v3" : ClaimText.verdict(now, Double.NaN),
                        now == null ? "" : why(old, now)));
            }
        }
        return "## Superseded (registry v2)\n\nRegistry v2's verdicts, on its own rows (`reports/claims/<id>.csv`), in "
                + "the v3 words and over v2's own Holm families; v3's verdict on the same comparison beside each. "
                + "No v3 verdict uses a v2 row.\n\n" + table.render() + "\n" + precision(v2, v3, target);
    }

    /** Both registries' precision on one basis: docs/s comparisons of claims (not controls) within the target. */
    private static String precision(List<JudgedClaim> v2, List<JudgedClaim> v3, double target) {
        PrecisionNote.Reached before = PrecisionNote.reached(v2, target);
        PrecisionNote.Reached now = PrecisionNote.reached(v3, target);
        return "Precision on one basis (claims' docs/s comparisons whose interval half-width is at most "
                + ClaimText.percent(target) + "; controls not counted): registry v2 " + before.met() + " of "
                + before.measured() + ", registry v3 " + now.met() + " of " + now.measured() + ".\n\n";
    }

    /**
     * What differs between the two judgments, as measured, for a reader of a changed verdict: v3's rows are all new
     * (fresh rows only), so the rounds, the window, whether the factor acted, the interval's width and Holm's adjusted
     * p are listed where they differ; empty when the verdict did not change.
     */
    static String why(JudgedComparison old, JudgedComparison now) {
        if (old.verdict() == now.verdict() || now.effect().rounds() == 0) {
            return "";
        }
        List<String> reasons = new java.util.ArrayList<>();
        reasons.add("new rows");
        if (old.effect().rounds() != now.effect().rounds()) {
            reasons.add("rounds " + old.effect().rounds() + " → " + now.effect().rounds());
        }
        if (!old.comparison().metric().equals(now.comparison().metric())) {
            reasons.add("window " + old.comparison().metric().column() + " → " + now.comparison().metric().column());
        }
        if (old.conditions().held() != now.conditions().held()) {
            reasons.add(now.conditions().held() ? "the factor now acted" : "the factor did not act");
        }
        double before = old.logHalfWidth();
        double after = now.logHalfWidth();
        if (!Double.isNaN(before) && !Double.isNaN(after)) {
            reasons.add("± " + ClaimText.symmetricPercent(before) + " → ± " + ClaimText.symmetricPercent(after));
        }
        if (!Double.isNaN(old.adjustedP()) && !Double.isNaN(now.adjustedP())) {
            reasons.add("Holm p " + ClaimText.pValue(old.adjustedP()) + " → " + ClaimText.pValue(now.adjustedP()));
        }
        return String.join("; ", reasons);
    }

    private static String metric(ClaimComparison c) {
        return c.metric().column() + " " + c.direction().text();
    }

    private static JudgedComparison find(List<JudgedClaim> claims, String id, ClaimComparison c) {
        for (JudgedClaim claim : claims) {
            if (claim.claim().id().equals(id)) {
                for (JudgedComparison j : claim.comparisons()) {
                    if (j.comparison().label().equals(c.label()) && j.comparison().direction() == c.direction()
                            && baseMetric(j.comparison()).equals(baseMetric(c))) {
                        return j;
                    }
                }
            }
        }
        return null;
    }

    /** The metric with its window set aside: v3 may judge docs/s on the settled window where v2 did not. */
    private static String baseMetric(ClaimComparison c) {
        return c.metric().column().replace("_settled", "");
    }
}
