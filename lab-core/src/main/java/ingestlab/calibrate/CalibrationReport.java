package ingestlab.calibrate;

import ingestlab.mapping.CalibrationCost;
import ingestlab.report.MarkdownTable;
import ingestlab.stats.PairedRatio;
import ingestlab.stats.TInterval;
import ingestlab.stats.IntervalEstimator;
import ingestlab.stats.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What calibration prints: each round's docs/s per variant, each variant's median and mean with a 95% t-interval of
 * the mean, and the paired ratios lab/bare and (lab+controller)/lab with the paired interval of {@link PairedRatio};
 * with a calibration cost, what it adds ({@link CostCalibration}).
 */
public final class CalibrationReport {
    private final List<RoundResult> results;
    private final List<Variant> variants;
    private final CalibrationCost cost;
    private final IntervalEstimator interval;

    /** The report of a calibration without a cost. */
    public CalibrationReport(List<RoundResult> results) {
        this(results, CalibrationCost.NONE);
    }

    /** The report of a calibration with {@code cost} (none: no +cost variants ran). */
    public CalibrationReport(List<RoundResult> results, CalibrationCost cost) {
        this.results = List.copyOf(results);
        this.variants = RoundResult.variants(results);
        this.cost = cost;
        this.interval = new TInterval(); // a percentile bootstrap under-covers at a handful of rounds
    }

    /**
     * lab/bare: the harness's cost; (lab+controller)/lab: the controller's, when it does its work; then lab/bare per
     * CPU-second, which tells work from waiting.
     */
    public List<Ratio> ratios() {
        return List.of(Ratio.of(Variant.LAB, Variant.BARE, results),
                Ratio.of(Variant.LAB_CONTROLLER, Variant.LAB, results),
                Ratio.perCpuSecond(Variant.LAB, Variant.BARE, results));
    }

    public Summary summary(Variant variant) {
        return Summary.of(results.stream().filter(r -> r.variant() == variant)
                .mapToDouble(RoundResult::docsPerSecond).toArray(), interval);
    }

    public String render() {
        int rounds = results.stream().mapToInt(RoundResult::round).max().orElse(0);
        List<String> header = new ArrayList<>(List.of("round"));
        for (Variant variant : variants) {
            header.add(variant.label() + " docs/s");
        }
        MarkdownTable perRound = new MarkdownTable(header);
        for (int round = 1; round <= rounds; round++) {
            List<String> row = new ArrayList<>(List.of(Integer.toString(round)));
            for (Variant variant : variants) {
                int r = round;
                row.add(results.stream().filter(x -> x.round() == r && x.variant() == variant).findFirst()
                        .map(x -> number(x.docsPerSecond())).orElse(""));
            }
            perRound.row(row);
        }
        MarkdownTable summaries = new MarkdownTable(List.of("variant", "n", "median docs/s", "mean docs/s",
                "95% CI of the mean", "CV"));
        for (Variant variant : variants) {
            Summary s = summary(variant);
            summaries.row(List.of(variant.label(), Integer.toString(s.n()), number(s.median()), number(s.mean()),
                    "[" + number(s.ci().low()) + ", " + number(s.ci().high()) + "]",
                    Double.isNaN(s.cv()) ? "" : String.format(Locale.ROOT, "%.1f%%", s.cv() * 100)));
        }
        StringBuilder out = new StringBuilder(perRound.render()).append('\n').append(summaries.render()).append('\n');
        for (Ratio ratio : ratios()) {
            out.append(ratio).append('\n');
        }
        if (cost.rounds() > 0) {
            out.append(CostCalibration.of(cost, results).render());
        }
        out.append("Each JVM's figure is the median of its timed runs; ratios are paired by round (a round's JVMs ")
                .append("take turns run by run); ratio: ").append(PairedRatio.METHOD).append("; a variant's mean: ")
                .append(interval.describe())
                .append(".\nPer CPU-second: documents per second of the JVM's CPU time (every thread, GC and JIT ")
                .append("included); a docs/s ratio below it is time the lab waited, not work it did.\n");
        if (cost.rounds() > 0) {
            out.append("CPU added a document: per round, 1 / docs per CPU-second with calibration_cost ")
                    .append(cost.rounds()).append(" minus the same without it, in microseconds; mean with its ")
                    .append(interval.describe()).append(".\n");
        }
        return out.toString();
    }

    private static String number(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.1f", value);
    }
}
