package ingestlab.claims;

import ingestlab.report.PairedEffect;
import ingestlab.report.RowMetrics;
import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Judges a claim from its committed rows ({@code <claimsFolder>/<id>.csv}): each comparison's paired effect (the
 * geometric mean ratio with its t interval on the log ratios), and the verdict {@link VerdictRule} gives it. Pure given the CSV: the same rows give the
 * same verdicts.
 */
public final class ClaimJudge {
    private final Path claimsFolder;
    private final RegistryRules rules;

    /**
     * @param claimsFolder where each claim's CSV lives ({@code reports/claims})
     * @param rules the registry's rules: minimum rounds, how conditions are judged
     */
    public ClaimJudge(Path claimsFolder, RegistryRules rules) {
        this.claimsFolder = claimsFolder;
        this.rules = rules;
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
        List<JudgedComparison> judged = new ArrayList<>();
        for (ClaimComparison c : claim.comparisons()) {
            PairedEffect effect = effect(rows, c, c.metric().column());
            ConditionCheck conditions = !claim.untestable().isBlank() ? ConditionCheck.untestable(claim.untestable())
                    : claim.conditions().isEmpty() ? ConditionCheck.NONE
                    : ConditionCheck.of(claim.conditions(), trials(rows, c, true), trials(rows, c, false),
                            rules.conditionShare());
            ClaimVerdict verdict = verdict(c, effect, conditions);
            judged.add(new JudgedComparison(c, effect, conditions, verdict, Double.NaN, verdict));
        }
        return new JudgedClaim(claim, rows, judged);
    }

    /**
     * The unadjusted verdict: nothing to judge without rounds; "not tested" when the factor never acted, whatever the
     * ratio; "insufficient rounds" below the registry's minimum; otherwise the registry's rule on the interval.
     */
    private ClaimVerdict verdict(ClaimComparison c, PairedEffect effect, ConditionCheck conditions) {
        if (effect.rounds() == 0) {
            return ClaimVerdict.NOT_RUN;
        }
        if (!conditions.held()) {
            return ClaimVerdict.NOT_TESTED;
        }
        if (effect.rounds() < rules.minRounds()) {
            return ClaimVerdict.INSUFFICIENT_ROUNDS;
        }
        return VerdictRule.judge(c.direction(), c.publishedEffect(), effect.mean(), effect.ci());
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
