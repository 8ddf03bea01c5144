package ingestlab.settings;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A duration such as {@code 500ms}, {@code 5s}, {@code 1m}, or {@code off} ({@link #millis()} = -1). */
public record Interval(long millis) {
    public static final Interval OFF = new Interval(-1);
    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");

    public static Interval ofMillis(long millis) {
        return new Interval(millis);
    }

    public static Interval ofSeconds(long seconds) {
        return new Interval(seconds * 1000);
    }

    /** Parses a positive duration with a unit (ms, s, m, h), or {@code off} / {@code -1}. */
    public static Interval parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("off") || t.equals("-1")) {
            return OFF;
        }
        Matcher m = DURATION.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration (use e.g. 500ms, 5s, 1m, or off)");
        }
        double number = Double.parseDouble(m.group(1));
        long unitMillis = switch (m.group(2)) {
            case "ms" -> 1;
            case "s" -> 1000;
            case "m" -> 60_000;
            default -> 3_600_000;
        };
        long millis = Math.round(number * unitMillis);
        if (millis <= 0) {
            throw new IllegalArgumentException("'" + text + "' must be at least 1ms (or off)");
        }
        return new Interval(millis);
    }

    public boolean isOff() {
        return millis < 0;
    }

    @Override
    public String toString() {
        if (isOff()) {
            return "off";
        }
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        if (millis % 1000 == 0) {
            return millis / 1000 + "s";
        }
        return millis + "ms";
    }
}
