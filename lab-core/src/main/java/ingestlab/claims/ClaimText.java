package ingestlab.claims;

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

    /** A mean: grouped whole numbers from 100 up, two decimals below; empty when unknown. */
    static String number(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        return Math.abs(value) >= 100 ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    /** A p-value with three significant digits, or empty when there is none. */
    static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "";
        }
        return p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
    }
}
