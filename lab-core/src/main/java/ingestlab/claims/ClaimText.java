package ingestlab.claims;

import ingestlab.report.PairedEffect;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How the claims report writes its numbers: ratios, percentages and the mechanism table's means. */
final class ClaimText {
    private ClaimText() {}

    /** A ratio with three decimals; empty when unknown. */
    static String ratio(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.3f", value);
    }

    /** A fraction as a percentage with one decimal (0.031 → 3.1%). */
    static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f%%", value * 100);
    }

    /** A log half-width h as the symmetric percentage exp(h) − 1 (0.0296 → 3.0%); empty when unknown. */
    static String symmetricPercent(double logHalfWidth) {
        return Double.isNaN(logHalfWidth) ? "" : percent(Math.expm1(logHalfWidth));
    }

    /** A mean: grouped whole numbers from 100 up, two decimals below; empty when unknown. */
    static String number(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        return Math.abs(value) >= 100 ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    /** "1.049 (1.001..1.100)", "not run yet", or "no ratio (baseline 0 in a round)". */
    static String measured(PairedEffect e) {
        if (e.rounds() == 0) {
            return "not run yet";
        }
        if (Double.isInfinite(e.mean())) {
            return "no ratio (baseline 0 in a round)";
        }
        return ratio(e.mean()) + (e.ci().isKnown() ? " (" + ratio(e.ci().low()) + ".." + ratio(e.ci().high()) + ")"
                : "");
    }

    /**
     * The verdict as the report writes it: its word, then "smaller than published" (or larger) and, when the suite's
     * control failed, "within the control's noise" for an effect no larger than the control's log half-width.
     *
     * @param controlNoise the failed control's log half-width, or NaN
     */
    static String verdict(JudgedComparison j, double controlNoise) {
        List<String> words = new ArrayList<>(List.of(j.verdict().text()));
        if (!j.qualifier().isEmpty()) {
            words.add(j.qualifier());
        }
        double mean = j.effect().mean();
        if (j.verdict().judged() && mean > 0 && Double.isFinite(mean) && Math.abs(Math.log(mean)) <= controlNoise) {
            words.add("within the control's noise");
        }
        return String.join(", ", words);
    }

    /** A p-value with three significant digits, or empty when there is none. */
    static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "";
        }
        return p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
    }
}
