package ingestlab.claims;

import ingestlab.report.PairedEffect;
import ingestlab.report.RowMetrics;
import ingestlab.results.ResultsCsv;
import ingestlab.stats.Equivalence;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Judges a claim from its committed rows ({@code <claimsFolder>/<id>.csv}): each comparison's paired effect (the
 * geometric mean ratio with its t interval on the log ratios), its equivalence test, and the verdict {@link VerdictRule} gives it unadjusted. Pure given the CSV: the
 * same rows give the same verdicts.
 */
public final class ClaimJudge {
    private final Path claimsFolder;
    private final RegistryRules rules;
    private final Optional<FreshRows> fresh;

    /**
     * @param claimsFolder where each claim's CSV lives ({@code reports/claims})
     * @param rules the registry's rules: minimum rounds, how conditions are judged
     */
    public ClaimJudge(Path claimsFolder, RegistryRules rules) {
        this(claimsFolder, rules, Optional.empty());
    }

    /** @param fresh refuses a row older than the registry (registry v3), or empty to take every row (v2 and before) */
    ClaimJudge(Path claimsFolder, RegistryRules rules, Optional<FreshRows> fresh) {
        this.claimsFolder = claimsFolder;
        this.rules = rules;
        this.fresh = fresh;
    }

    public Path csv(Claim claim) {
        return claimsFolder.resolve(claim.rowsId() + ".csv");
    }

    /** Reads the claim's rows, once, and judges each of its comparisons on them. */
    public JudgedClaim judge(Claim claim) throws IOException {
        return judge(claim, csv(claim));
    }

    /** Judges the claim on the rows of another file (a re-sized claim's earlier rows), unadjusted. */
    public JudgedClaim judge(Claim claim, Path csv) throws IOException {
        List<Map<String, String>> rows = Files.isRegularFile(csv) ? ResultsCsv.read(csv) : List.of();
        if (fresh.isPresent()) {
            fresh.get().check(csv, rows);
        }
        List<JudgedComparison> judged = new ArrayList<>();
        for (ClaimComparison c : claim.comparisons()) {
            PairedEffect effect = effect(rows, c, c.metric().column());
            ConditionCheck conditions = !claim.untestable().isBlank() ? ConditionCheck.untestable(claim.untestable())
                    : claim.conditions().isEmpty() ? ConditionCheck.NONE
                    : ConditionCheck.of(claim.conditions(), trials(rows, c, true), trials(rows, c, false),
                            rules.conditionShare());
            Equivalence equivalence = Equivalence.of(effect.ratios().stream().mapToDouble(Double::doubleValue)
                    .toArray(), claim.margin());
            ClaimVerdict verdict = verdict(claim, c, effect, conditions, equivalence, claim.margin());
            judged.add(new JudgedComparison(c, effect, conditions, equivalence, claim.margin(), verdict, Double.NaN,
                    Double.NaN, verdict));
        }
        return new JudgedClaim(claim, rows, judged);
    }

    /**
     * The unadjusted verdict: "not tested" for a claim registered untestable, with or without rows (its verdict was
     * fixed before the suite, and the suite does not run it); nothing to judge without rounds; "not tested" when the
     * factor never acted, whatever the ratio; "insufficient rounds" below the registry's minimum; otherwise the
     * verdict rule on the unadjusted p-values.
     */
    private ClaimVerdict verdict(Claim claim, ClaimComparison c, PairedEffect effect, ConditionCheck conditions,
                                 Equivalence equivalence, double margin) {
        if (!claim.untestable().isBlank()) {
            return ClaimVerdict.NOT_TESTED;
        }
        if (effect.rounds() == 0) {
            return ClaimVerdict.NOT_RUN;
        }
        if (!conditions.held()) {
            return ClaimVerdict.NOT_TESTED;
        }
        if (effect.rounds() < rules.minRounds()) {
            return ClaimVerdict.INSUFFICIENT_ROUNDS;
        }
        return VerdictRule.judge(c.direction(), effect.mean(), effect.ci(), effect.pValue(), equivalence.pValue(),
                margin);
    }

    /** The counted trials of the comparison's baseline and, if asked, its contender, which conditions are judged on. */
    private static List<Map<String, String>> trials(List<Map<String, String>> rows, ClaimComparison c,
                                                    boolean withContender) {
        Level baseline = Level.of(c.baseline());
        Level contender = Level.of(c.contender());
        return rows.stream()
                .filter(r -> RowMetrics.counts(r) && (baseline.matches(r) || withContender && contender.matches(r)))
                .toList();
    }

    /** A comparison's paired effect on a result column: its levels' counted rows, paired by round. */
    PairedEffect effect(List<Map<String, String>> rows, ClaimComparison c, String column) {
        return PairedEffect.of(rows, Level.of(c.baseline())::matches, Level.of(c.contender())::matches, column);
    }
}
