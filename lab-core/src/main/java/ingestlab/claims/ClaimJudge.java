package ingestlab.claims;

import ingestlab.report.PairedEffect;
import ingestlab.results.ResultsCsv;
import ingestlab.stats.BootstrapInterval;
import ingestlab.stats.IntervalEstimator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Judges a claim from its committed rows ({@code <claimsFolder>/<id>.csv}): each comparison's paired effect with a
 * seeded bootstrap interval, and the verdict {@link VerdictRule} gives it. Pure given the CSV: the same rows give the
 * same verdicts.
 */
public final class ClaimJudge {
    private static final long SEED = 42;

    private final Path claimsFolder;
    private final IntervalEstimator estimator = new BootstrapInterval(BootstrapInterval.DEFAULT_RESAMPLES, SEED);

    /** @param claimsFolder where each claim's CSV lives ({@code reports/claims}) */
    public ClaimJudge(Path claimsFolder) {
        this.claimsFolder = claimsFolder;
    }

    public Path csv(Claim claim) {
        return claimsFolder.resolve(claim.id() + ".csv");
    }

    /** Reads the claim's rows, once, and judges each of its comparisons on them. */
    public JudgedClaim judge(Claim claim) throws IOException {
        Path csv = csv(claim);
        List<Map<String, String>> rows = Files.isRegularFile(csv) ? ResultsCsv.read(csv) : List.of();
        List<JudgedComparison> judged = new ArrayList<>();
        for (ClaimComparison c : claim.comparisons()) {
            PairedEffect effect = effect(rows, c, c.metric().column());
            judged.add(new JudgedComparison(c, effect, VerdictRule.judge(c.direction(), c.publishedEffect(),
                    effect.mean(), effect.ci())));
        }
        return new JudgedClaim(claim, rows, judged);
    }

    /** A comparison's paired effect on a result column: its levels' counted rows, paired by round. */
    PairedEffect effect(List<Map<String, String>> rows, ClaimComparison c, String column) {
        return PairedEffect.of(rows, Level.of(c.baseline())::matches, Level.of(c.contender())::matches, column,
                estimator);
    }

    /** How the effects' intervals are computed, as the report's introduction says it. */
    String describeInterval() {
        return estimator.describe();
    }
}
