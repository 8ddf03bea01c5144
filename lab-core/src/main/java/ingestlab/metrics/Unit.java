package ingestlab.metrics;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Optional;

/**
 * The unit of a metric: its symbol, and how its values are written to CSV and shown in tables. The one place that
 * formats a metric's numbers, for trial rows and for JMH reports alike.
 */
public enum Unit {
    COUNT("", 0),
    BYTES("bytes", 0),
    MIB("MiB", 3),
    SECONDS("s", 3),
    MILLISECONDS("ms", 3),
    MICROSECONDS("us", 3),
    DOCS_PER_SECOND("docs/s", 1),
    MIB_PER_SECOND("MiB/s", 3),
    QUERIES_PER_SECOND("queries/s", 1),
    RATIO("x", 3);

    private static final double BYTES_PER_MIB = 1024 * 1024;

    private final String symbol;
    private final int decimals;

    Unit(String symbol, int decimals) {
        this.symbol = symbol;
        this.decimals = decimals;
    }

    /** The symbol in CSV headers, trial tables and JMH results; empty for counts. */
    public String symbol() {
        return symbol;
    }

    /** The unit whose {@link #symbol()} this is (empty: a count), or none for units the lab does not define. */
    public static Optional<Unit> fromSymbol(String symbol) {
        String wanted = symbol == null ? "" : symbol.trim();
        for (Unit unit : values()) {
            if (unit.symbol.equals(wanted)) {
                return Optional.of(unit);
            }
        }
        return Optional.empty();
    }

    /** A trial's value as written to CSV: integers for counts and bytes, fixed decimals otherwise; empty when unknown. */
    public String format(Number value) {
        if (value == null || !isFinite(value.doubleValue())) {
            return "";
        }
        double v = value.doubleValue();
        if (decimals == 0) {
            return Long.toString(Math.round(v));
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /**
     * A mean over trials, or its error, as written to CSV: at most 6 decimals, no exponent, no trailing zeros (a mean
     * of 16.5 segments stays 16.5); empty when unknown. The same for every unit, and for JMH's own units.
     */
    public static String formatMean(double value) {
        if (!isFinite(value)) {
            return "";
        }
        BigDecimal d = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** The symbol over a table column: bytes are shown as MiB there. */
    public String tableSymbol() {
        return this == BYTES ? "MiB" : symbol;
    }

    /**
     * A mean per trial as shown in a table, in {@link #tableSymbol()}: whole counts without decimals (a fractional
     * mean with one), bytes as MiB with one decimal, docs/s without decimals, the rest as in CSV; empty when unknown.
     */
    public String formatTable(double value) {
        if (!isFinite(value)) {
            return "";
        }
        return switch (this) {
            case COUNT -> value == Math.rint(value) ? Long.toString((long) value)
                    : String.format(Locale.ROOT, "%.1f", value);
            case BYTES -> String.format(Locale.ROOT, "%.1f", value / BYTES_PER_MIB);
            case DOCS_PER_SECOND -> String.format(Locale.ROOT, "%.0f", value);
            default -> format(value);
        };
    }

    /** A value in a unit the lab does not define (JMH's s/op, a profiler's MB/sec) as shown in a table. */
    public static String formatOtherTable(double value) {
        return isFinite(value) ? String.format(Locale.ROOT, "%.3f", value) : "";
    }

    private static boolean isFinite(double v) {
        return !Double.isNaN(v) && !Double.isInfinite(v);
    }
}
