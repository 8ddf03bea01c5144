package ingestlab.claims;

import ingestlab.report.RowMetrics;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One condition under which a claim's factor acts, as the registry writes it: a result column, a comparison and a
 * number, such as {@code controller_writes >= 20} or {@code merges >= 10}. A comparison whose conditions do not hold
 * tested nothing, so its verdict is "not tested", never "not reproduced".
 *
 * <p>A condition ending in {@code at baseline} is judged on the baseline's trials only. It is for a cost the factor
 * is expected to remove: a 30 s refresh acts by leaving fewer segments to merge, so "merges >= 10" can only be asked
 * of the 1 s baseline, and a contender that no longer merges is the effect, not a factor that failed to act.
 *
 * @param column the result column (a metric's name)
 * @param operator one of {@code >=, >, <=, <, ==}
 * @param threshold the number it is compared with
 * @param baselineOnly whether only the baseline's trials must meet it
 */
public record Condition(String column, String operator, double threshold, boolean baselineOnly) {
    private static final String AT_BASELINE = "at baseline";
    private static final Pattern FORM = Pattern.compile(
            "\\s*([a-z][a-z0-9_]*)\\s*(>=|<=|==|>|<)\\s*(-?[0-9.eE+-]+)\\s*(" + AT_BASELINE + ")?\\s*");

    public Condition(String column, String operator, double threshold) {
        this(column, operator, threshold, false);
    }

    /**
     * Parses "column op number", optionally followed by "at baseline"; anything else is an IllegalArgumentException
     * naming what is allowed.
     */
    public static Condition parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a condition (write: column >= number, "
                    + "optionally followed by '" + AT_BASELINE + "'; operators >=, >, <=, <, ==)");
        }
        try {
            return new Condition(m.group(1), m.group(2), Double.parseDouble(m.group(3)), m.group(4) != null);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "': '" + m.group(3) + "' is not a number");
        }
    }

    /** Whether the row meets it; a row without the column, or with no number in it, does not. */
    public boolean heldBy(Map<String, String> row) {
        double value = value(row);
        if (Double.isNaN(value)) {
            return false;
        }
        return switch (operator) {
            case ">=" -> value >= threshold;
            case ">" -> value > threshold;
            case "<=" -> value <= threshold;
            case "<" -> value < threshold;
            default -> value == threshold;
        };
    }

    /** The column's value in the row, or NaN. */
    public double value(Map<String, String> row) {
        return RowMetrics.value(row, column);
    }

    @Override
    public String toString() {
        String number = threshold == Math.rint(threshold) ? Long.toString((long) threshold)
                : String.format(Locale.ROOT, "%s", threshold);
        return column + " " + operator + " " + number + (baselineOnly ? " " + AT_BASELINE : "");
    }
}
