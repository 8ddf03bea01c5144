package ingestlab.report;

import ingestlab.report.JmhResults.Run;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Each row of a benchmark against its first row, paired by fork: the suite runs its forks in rounds, one fork of
 * every row per round in a shuffled order, and merges them in round order, so fork i of two rows ran in the same
 * round. The effect is the geometric mean of the per-round ratios of the forks' scores, with the lab's t interval on
 * their logarithms ({@link PairedRatio}). Forks past the shorter row's count are left out.
 */
final class RoundEffects {
    private RoundEffects() {}

    /** Every row's effect against {@code rows.get(0)}; the first row's own is the ratio 1 in every round. */
    static List<PairedRatio> againstFirst(List<Run> rows) {
        List<Double> base = rows.get(0).forkScores();
        List<PairedRatio> effects = new ArrayList<>();
        for (Run row : rows) {
            List<Double> forks = row.forkScores();
            int rounds = Math.min(base.size(), forks.size());
            double[] ratios = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                ratios[i] = forks.get(i) / base.get(i);
            }
            effects.add(PairedRatio.of(ratios));
        }
        return effects;
    }

    /** "0.953 (0.901–1.008)", the interval left out where it is unknown (fewer than two rounds). */
    static String show(PairedRatio effect) {
        if (Double.isNaN(effect.estimate())) {
            return "";
        }
        String estimate = String.format(Locale.ROOT, "%.3f", effect.estimate());
        return effect.ci().isKnown() ? estimate + String.format(Locale.ROOT, " (%.3f–%.3f)", effect.ci().low(),
                effect.ci().high()) : estimate;
    }
}
