package ingestlab.claims;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The paragraph after the claims' summary table: how many of the claims' docs/s comparisons reached the registry's
 * precision target (its {@code target_half_width}, the definition the round sizing uses: exp(h) − 1 at most the
 * target, h the log half-width), and the trial-to-trial noise that decided it. The A/A control is not a claim and is
 * not counted; its precision is in its own section.
 */
final class PrecisionNote {
    private PrecisionNote() {}

    /**
     * The paragraph; empty before any docs/s comparison was measured.
     *
     * @param target the registry's target half-width, as a ratio (0.03 for ±3%)
     */
    static String of(List<JudgedClaim> claims, double target) {
        Reached reached = reached(claims, target);
        DescriptiveStatistics variation = new DescriptiveStatistics();
        for (JudgedClaim claim : claims) {
            if (claim.claim().control()) {
                continue;
            }
            for (Map<String, String> level : claim.claim().levels()) {
                DescriptiveStatistics docs = new DescriptiveStatistics();
                claim.counted(level).stream().mapToDouble(MechanismColumn.DOCS_PER_S::value)
                        .filter(d -> !Double.isNaN(d)).forEach(docs::addValue);
                if (docs.getN() >= 2) {
                    variation.addValue(docs.getStandardDeviation() / docs.getMean());
                }
            }
        }
        if (reached.measured() == 0) {
            return "";
        }
        return String.format(Locale.ROOT, "Precision: the registry's target, a docs/s interval half-width of at most "
                + "%s, was reached by %d of the claims' %d docs/s comparisons (column ± half-width, exp(h) − 1 of the log half-width h). Across rounds, one level's "
                + "docs/s varied with a median coefficient of variation of %.1f%% (%.1f%% to %.1f%% over %d levels). "
                + "Pairing removes what a round's trials share, such as the machine's load at the time, but not each "
                + "trial's own noise, and a ratio far from 1 carries both sides' noise in proportion.%n",
                ClaimText.percent(target), reached.met(), reached.measured(), 100 * variation.getPercentile(50),
                100 * variation.getMin(), 100 * variation.getMax(), variation.getN());
    }

    /** How many of the claims' measured docs/s comparisons reached the target, of how many. */
    record Reached(int met, int measured) {}

    /** The count the paragraph gives, on one definition: exp(h) − 1 at most {@code target}; controls left out. */
    static Reached reached(List<JudgedClaim> claims, double target) {
        int measured = 0;
        int met = 0;
        for (JudgedClaim claim : claims) {
            if (claim.claim().control()) {
                continue;
            }
            for (JudgedComparison j : claim.comparisons()) {
                if (RegistryDefaults.WINDOWS.contains(j.comparison().metric()) && !Double.isNaN(j.logHalfWidth())) {
                    measured++;
                    met += j.logHalfWidth() <= Math.log1p(target) ? 1 : 0;
                }
            }
        }
        return new Reached(met, measured);
    }
}
