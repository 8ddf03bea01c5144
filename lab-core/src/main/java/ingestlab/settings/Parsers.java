package ingestlab.settings;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * Parses the numbers factors take from text, with messages that quote the value and say what it should be; a number
 * written another way ({@code 1e5}, {@code 100,000}, {@code 1,5}) gets the spelling to use instead.
 */
public final class Parsers {
    /** Digits grouped by commas, underscores or spaces, as people write large numbers. */
    private static final Pattern GROUPED = Pattern.compile("[+-]?\\d{1,3}([,_ ]\\d{3})+");
    /** A decimal comma, as in much of Europe. */
    private static final Pattern DECIMAL_COMMA = Pattern.compile("[+-]?\\d+,\\d+");

    private Parsers() {}

    public static int integer(String text) {
        long value = wholeNumber(text);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + text + "' is too large (at most " + Integer.MAX_VALUE + ")");
        }
        return (int) value;
    }

    public static long wholeNumber(String text) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            if (text.trim().matches("[+-]?\\d+")) {
                throw new IllegalArgumentException("'" + text + "' is too large (at most " + Long.MAX_VALUE + ")");
            }
            throw new IllegalArgumentException("'" + text + "' is not a whole number" + insteadWrite(text, true));
        }
    }

    public static double decimal(String text) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number" + insteadWrite(text, false));
        }
    }

    /** What to write instead, when the text is a number in another spelling; otherwise what a number looks like. */
    private static String insteadWrite(String text, boolean whole) {
        String t = text.trim();
        String plain = null;
        if (GROUPED.matcher(t).matches()) {
            plain = t.replaceAll("[,_ ]", "");
        } else if (!whole && DECIMAL_COMMA.matcher(t).matches()) {
            plain = t.replace(',', '.');
        } else {
            try {
                BigDecimal number = new BigDecimal(t); // 1e5, 2.0
                plain = whole ? number.toBigIntegerExact().toString() : number.toPlainString();
            } catch (NumberFormatException | ArithmeticException e) {
                // not a number in any spelling
            }
        }
        if (plain != null) {
            return " (write " + plain + ")";
        }
        return whole ? " (write digits only, such as 100000)" : " (write digits with a decimal point, such as 0.5)";
    }
}
