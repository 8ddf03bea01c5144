package ingestlab.report;

import ingestlab.stats.FIntervalCoverage;
import ingestlab.stats.NoiseFloor;
import ingestlab.stats.PairedRatio;
import ingestlab.stats.PairedSpreadRatio;
import ingestlab.stats.SpreadRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code lab noise --designs}: a design study's rows compared design by design, per batch and metric. The A/A table
 * gives each design's SD of the A/A log ratio, the half-width its rounds reach, the rounds ±3% needs, and its SD over
 * the first design's ({@link SpreadRatio}, 95% F interval) over the rounds both ran, so designs are compared only on
 * shared hours. Beside it, the paired interval of the same ratio ({@link PairedSpreadRatio}), which allows for the
 * correlation the shared rounds can bring, and the F interval's coverage at that correlation. The effects table
 * gives each design's estimate of every other label against the baseline (a known effect) with its t interval
 * ({@link PairedRatio}), its half-width in log units as a symmetric percentage.
 */
public final class DesignNoiseTable {
    private static final double TARGET = 0.03;

    private final String baseline;
    private final String aa;
    private final List<String> effects;
    private final MarkdownTable floors = new MarkdownTable(List.of("Batch", "Metric", "Design", "Rounds",
            "SD of A/A log ratio", "Half-width at its rounds", "Rounds for ±3%", "SD / first design's SD (95% F CI)",
            "Shared rounds", "Same, paired (95% Pitman-Morgan CI; r; F CI's coverage at r)"));
    private final MarkdownTable estimates = new MarkdownTable(List.of("Batch", "Metric", "Effect", "Design", "Rounds",
            "Ratio (95% CI)", "± (log half-width)", "A/A ratio (95% CI)"));

    /**
     * @param baseline the label every ratio is over (the A of A/A)
     * @param aa the label of the A/A partner
     * @param effects the labels of known effects
     */
    public DesignNoiseTable(String baseline, String aa, List<String> effects) {
        this.baseline = baseline;
        this.aa = aa;
        this.effects = List.copyOf(effects);
    }

    /** Adds one batch's (or all batches') lines for {@code metric}. */
    public DesignNoiseTable add(String batch, List<DesignRounds.BatchRow> rows, String metric) {
        DesignRounds aaRounds = DesignRounds.of(rows, metric, baseline, aa);
        List<String> designs = aaRounds.designs();
        for (String design : designs) {
            double[] ratios = aaRounds.ratios(design);
            NoiseFloor floor = NoiseFloor.of(ratios);
            String versus = "";
            String shared = "";
            String paired = "";
            if (!design.equals(designs.getFirst())) {
                var both = aaRounds.shared(design, designs.getFirst());
                if (both.isPresent()) {
                    versus = text(SpreadRatio.of(NoiseFloor.of(both.get()[0]), NoiseFloor.of(both.get()[1])));
                    shared = Integer.toString(both.get()[0].length);
                    paired = text(PairedSpreadRatio.of(both.get()[0], both.get()[1]));
                }
            }
            boolean known = !Double.isNaN(floor.sd());
            int needed = floor.pairsFor(TARGET);
            floors.row(List.of(batch, metric, design, Integer.toString(floor.pairs()),
                    known ? String.format(Locale.ROOT, "%.4f", floor.sd()) : "",
                    known ? String.format(Locale.ROOT, "±%.1f%%", 100 * floor.halfWidth(floor.pairs())) : "",
                    needed < 0 ? "" : Integer.toString(needed), versus, shared, paired));
        }
        for (String effect : effects) {
            DesignRounds effectRounds = DesignRounds.of(rows, metric, baseline, effect);
            for (String design : effectRounds.designs()) {
                PairedRatio ratio = PairedRatio.of(effectRounds.ratios(design));
                PairedRatio control = PairedRatio.of(aaRounds.ratios(design));
                estimates.row(List.of(batch, metric, effect + "/" + baseline, design, Integer.toString(ratio.rounds()),
                        text(ratio), logHalfWidth(ratio), text(control)));
            }
        }
        return this;
    }

    /** "0.50 (0.31..0.81)": a ratio of SDs with its F interval; empty where unknown. */
    static String text(SpreadRatio spread) {
        return Double.isNaN(spread.ratio()) ? "" : String.format(Locale.ROOT, "%.2f (%.2f..%.2f)", spread.ratio(),
                spread.ci().low(), spread.ci().high());
    }

    /**
     * "0.71 (0.52..0.98); r 0.21; F covers 95.6%": a ratio of SDs over shared rounds with its Pitman-Morgan interval,
     * the two designs' correlation, and how often the F interval covers at that correlation and n
     * ({@link FIntervalCoverage}); empty where unknown.
     */
    static String text(PairedSpreadRatio spread) {
        if (!spread.ci().isKnown()) {
            return "";
        }
        return String.format(Locale.ROOT, "%.2f (%.2f..%.2f); r %.2f; F covers %.1f%%", spread.ratio(),
                spread.ci().low(), spread.ci().high(), spread.correlation() + 0.0, // + 0.0: no "-0.00"
                100 * FIntervalCoverage.at(spread.rounds(), spread.correlation()));
    }

    /** "0.917 (0.889..0.945)": a paired ratio with its t interval; the point alone below two rounds. */
    static String text(PairedRatio ratio) {
        if (Double.isNaN(ratio.estimate())) {
            return "";
        }
        return ratio.ci().isKnown() ? String.format(Locale.ROOT, "%.3f (%.3f..%.3f)", ratio.estimate(),
                ratio.ci().low(), ratio.ci().high()) : String.format(Locale.ROOT, "%.3f", ratio.estimate());
    }

    /** The interval's half-width on the log scale, as exp(h) - 1: symmetric, in the units rounds are sized in. */
    static String logHalfWidth(PairedRatio ratio) {
        if (!ratio.ci().isKnown() || ratio.ci().low() <= 0) {
            return "";
        }
        double h = (Math.log(ratio.ci().high()) - Math.log(ratio.ci().low())) / 2;
        return String.format(Locale.ROOT, "±%.1f%%", 100 * Math.expm1(h));
    }

    public String render() {
        List<String> parts = new ArrayList<>();
        parts.add("A/A (" + aa + "/" + baseline + ") by design:\n\n" + floors.render());
        if (!estimates.isEmpty()) {
            parts.add("Known effects by design:\n\n" + estimates.render());
        }
        return String.join("\n", parts);
    }
}
