package ingestlab.metrics;

import java.util.Locale;

/** The unit of a metric, which also fixes how many decimals it is written with. */
public enum Unit {
    COUNT("", 0),
    BYTES("bytes", 0),
    MIB("MiB", 3),
    SECONDS("s", 3),
    MILLISECONDS("ms", 3),
    MICROSECONDS("us", 3),
    DOCS_PER_SECOND("docs/s", 1),
    MIB_PER_SECOND("MiB/s", 3),
    RATIO("x", 3);

    private final String symbol;
    private final int decimals;

    Unit(String symbol, int decimals) {
        this.symbol = symbol;
        this.decimals = decimals;
    }

    public String symbol() {
        return symbol;
    }

    /** The value as written to CSV: integers for counts and bytes, fixed decimals otherwise; empty when unknown. */
    public String format(Number value) {
        if (value == null) {
            return "";
        }
        double v = value.doubleValue();
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "";
        }
        if (decimals == 0) {
            return Long.toString(Math.round(v));
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
