package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import ingestlab.report.MarkdownTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Superseded" section: each registry v1 verdict ({@code superseded-v1.yaml}, as v1's report published it) beside
 * what the current registry's rules give on the same comparison, and why they differ. The reason is computed, in the
 * order the rules apply: the conditions, the rounds, the interval method, the adjustment for many comparisons. A claim
 * re-sized by registry v2 has its v1 rows in {@code v1/<id>.csv} (re-sizing rule 5), where they are judged by the
 * current rules, unadjusted (Holm's adjustment is over the registry's current rows).
 */
final class SupersededSection {
    static final String FILE = "superseded-v1.yaml";
    static final String V1_FOLDER = "v1";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private SupersededSection() {}

    static String of(Path claimsFolder, List<JudgedClaim> current, RegistryRules rules) throws IOException {
        Path file = claimsFolder.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return "";
        }
        List<JudgedClaim> claims = onV1Rows(claimsFolder, current, rules);
        MarkdownTable table = new MarkdownTable(List.of("claim", "comparison", "metric", "v1 (bootstrap)",
                "v1 verdict", "now", "verdict now", "why"));
        for (JsonNode old : YAML.readTree(file.toFile()).path("superseded")) {
            JudgedComparison now = find(claims, old);
            String v1 = old.path("effect").asText() + " (" + old.path("low").asText() + ".." + old.path("high").asText()
                    + "), " + old.path("rounds").asText() + " rounds";
            table.row(List.of(old.path("claim").asText(), old.path("comparison").asText(),
                    old.path("metric").asText(), v1, v1Words(old.path("verdict").asText()),
                    now == null ? "" : ClaimText.ratio(now.effect().mean()) + " (" + ClaimText.ratio(now.effect().ci()
                            .low()) + ".." + ClaimText.ratio(now.effect().ci().high()) + "), " + now.effect().rounds()
                            + " rounds",
                    now == null ? "not in the registry" : ClaimText.verdict(now, Double.NaN),
                    now == null ? "" : why(old, now, rules)));
        }
        return "## Superseded (registry v1)\n\nRegistry v1 judged each comparison on the mean of its per-round ratios "
                + "with a 95% percentile bootstrap interval, which covers far less than 95% at 3-8 rounds. Its verdicts "
                + "stand in git history (reports/claims.md at 6ef4a75) and are shown in v1's words, but for its word "
                + "for an interval that included 1, which is retired (\"interval included 1\"); here each is set beside "
                + "what the current verdict rules give on the same rows, and why they differ. A claim re-sized by v2 is judged here on its v1 rows "
                + "(`reports/claims/v1/<id>.csv`, unadjusted); its v2 verdict will come from its v2 rows.\n\n"
                + table.render() + "\n";
    }

    /** The claims as judged now, with each re-sized one judged instead on its v1 rows. */
    private static List<JudgedClaim> onV1Rows(Path claimsFolder, List<JudgedClaim> current, RegistryRules rules)
            throws IOException {
        ClaimJudge judge = new ClaimJudge(claimsFolder, rules);
        List<JudgedClaim> claims = new ArrayList<>();
        for (JudgedClaim claim : current) {
            Path v1 = claimsFolder.resolve(V1_FOLDER).resolve(claim.claim().id() + ".csv");
            claims.add(Files.isRegularFile(v1) ? judge.judge(claim.claim(), v1) : claim);
        }
        return claims;
    }

    private static JudgedComparison find(List<JudgedClaim> claims, JsonNode old) {
        for (JudgedClaim claim : claims) {
            if (!claim.claim().id().equals(old.path("claim").asText())) {
                continue;
            }
            for (JudgedComparison j : claim.comparisons()) {
                String metric = j.comparison().metric().column() + " " + j.comparison().direction().text();
                if (j.comparison().label().equals(old.path("comparison").asText())
                        && metric.equals(old.path("metric").asText())) {
                    return j;
                }
            }
        }
        return null;
    }

    /** v1's verdict as v1's rules defined it; its word for "the interval included 1" is retired. */
    private static String v1Words(String verdict) {
        return verdict.equals("not " + "reproduced") ? "interval included 1" : verdict;
    }

    private static String why(JsonNode old, JudgedComparison now, RegistryRules rules) {
        if (now.verdict().text().equals(old.path("verdict").asText())) {
            return "unchanged";
        }
        if (now.verdict() == ClaimVerdict.NOT_TESTED) {
            return "its conditions did not hold: " + now.conditions().describe();
        }
        if (now.verdict() == ClaimVerdict.INSUFFICIENT_ROUNDS) {
            return now.effect().rounds() + " rounds, under the minimum of " + rules.minRounds();
        }
        if (now.verdict() != now.unadjusted()) {
            return "Holm's adjustment across the registry (p " + ClaimText.pValue(now.effect().pValue()) + ", Holm p "
                    + ClaimText.pValue(now.adjustedP()) + "; TOST p " + ClaimText.pValue(now.equivalence().pValue())
                    + ", Holm TOST p " + ClaimText.pValue(now.adjustedTostP()) + ")";
        }
        if (now.verdict() == ClaimVerdict.ABSENT || now.verdict() == ClaimVerdict.INCONCLUSIVE) {
            return "the current words tell an equivalence shown (absent) from one not shown (inconclusive); TOST p "
                    + ClaimText.pValue(now.equivalence().pValue());
        }
        return "the t interval on the log ratios is wider than the bootstrap's at " + now.effect().rounds() + " rounds";
    }
}
