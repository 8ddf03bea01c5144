package ingestlab.spec;

/** Parses the numbers factors take from text, with messages that quote the value and say what it should be. */
final class Parsers {
    private Parsers() {}

    static int integer(String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not an int");
        }
    }

    static long wholeNumber(String text) {
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a long");
        }
    }

    static double decimal(String text) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
    }
}
