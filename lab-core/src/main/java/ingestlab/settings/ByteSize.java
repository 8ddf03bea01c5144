package ingestlab.settings;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A number of bytes, written the way Elasticsearch writes sizes: {@code 512kb}, {@code 64mb}, {@code 1g} (binary units). */
public record ByteSize(long bytes) {
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(b|k|kb|m|mb|g|gb|t|tb)");
    private static final Pattern BARE_NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");

    public ByteSize {
        if (bytes < 0) {
            throw new IllegalArgumentException("a size cannot be negative: " + bytes);
        }
    }

    /**
     * Parses {@code 123b}, {@code 512kb}, {@code 64mb}, {@code 1.5g}. A number without a unit is refused, as
     * Elasticsearch refuses it: {@code --buffer 25} would otherwise be a 25-byte buffer.
     */
    public static ByteSize parse(String text) {
        String given = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (BARE_NUMBER.matcher(given).matches()) {
            throw new IllegalArgumentException("'" + text + "' has no unit (write " + given + "b, " + given + "kb, "
                    + given + "mb or " + given + "gb)");
        }
        Matcher m = SIZE.matcher(given);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a size (use e.g. 512kb, 64mb, 1g)");
        }
        double number = Double.parseDouble(m.group(1));
        String unit = m.group(2);
        long multiplier = switch (unit.charAt(0)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            case 't' -> 1L << 40;
            default -> 1L;
        };
        return new ByteSize(Math.round(number * multiplier));
    }

    @Override
    public String toString() {
        return human(bytes);
    }

    /** A short human form such as {@code 64mb} or {@code 1.5gb}, parseable again by {@link #parse}. */
    public static String human(long bytes) {
        String[] units = {"b", "kb", "mb", "gb", "tb"};
        double value = bytes;
        int unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return value == Math.rint(value)
                ? String.format(Locale.ROOT, "%d%s", (long) value, units[unit])
                : String.format(Locale.ROOT, "%.1f%s", value, units[unit]);
    }
}
