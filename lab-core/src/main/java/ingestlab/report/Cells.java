package ingestlab.report;

import ingestlab.metrics.MetricColumn;
import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.SignificanceTest;
import java.util.Locale;

/** Table cells for statistics: numbers in the metric's own unit ({@code Unit#format}), percentages, p-values. */
final class Cells {
    private Cells() {}

    static String value(MetricColumn metric, double value) {
        return metric.unit().format(value);
    }

    static String meanAndHalfWidth(MetricColumn metric, double mean, ConfidenceInterval ci) {
        return ci.isKnown() ? value(metric, mean) + " ± " + value(metric, ci.halfWidth()) : value(metric, mean);
    }

    static String interval(MetricColumn metric, ConfidenceInterval ci) {
        return ci.isKnown() ? "[" + value(metric, ci.low()) + ", " + value(metric, ci.high()) + "]" : "";
    }

    /** A signed difference in the metric's unit: "+12.5", "-3". */
    static String signed(MetricColumn metric, double diff) {
        String text = value(metric, diff);
        return diff > 0 && !text.isEmpty() ? "+" + text : text;
    }

    /** A fraction as a percentage with one decimal, signed when asked: "+4.2%". */
    static String percent(double fraction, boolean signed) {
        if (Double.isNaN(fraction) || Double.isInfinite(fraction)) {
            return "";
        }
        return String.format(Locale.ROOT, signed ? "%+.1f%%" : "%.1f%%", fraction * 100);
    }

    /** Four decimals, "<0.0001" below that, with "*" when below {@link SignificanceTest#ALPHA}. */
    static String pValue(double p) {
        if (Double.isNaN(p)) {
            return "";
        }
        String text = p < 1e-4 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
        return p < SignificanceTest.ALPHA ? text + " *" : text;
    }

    /** Title of a table of an index's column: its name and unit. */
    static String plainHeading(MetricColumn metric) {
        return metric.column() + (metric.unit().symbol().isEmpty() ? "" : " (" + metric.unit().symbol() + ")");
    }

    /** Title of a table of a node metric: its name, unit and which way is better. */
    static String heading(MetricColumn metric) {
        String unit = metric.unit().symbol();
        String direction = switch (metric.direction()) {
            case HIGHER_IS_BETTER -> "higher is better";
            case LOWER_IS_BETTER -> "lower is better";
            case NEUTRAL -> "neither better nor worse";
        };
        return metric.column() + " (" + (unit.isEmpty() ? "" : unit + ", ") + direction + ")";
    }
}
