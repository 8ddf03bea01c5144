package ingestlab.report;

/** Whether a table cell reads as a number (a mean ± half-width, a percentage, an interval), to right-align it. */
final class NumericText {
    private NumericText() {}

    static boolean looksNumeric(String cell) {
        return cell.matches("[-+0-9.,±e ()%*<\\[\\]]+");
    }
}
