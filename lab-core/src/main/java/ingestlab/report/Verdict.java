package ingestlab.report;

import ingestlab.metrics.Direction;
import ingestlab.stats.SignificanceTest;

/** What a comparison says of a metric, given its direction and the test's p-value. */
enum Verdict {
    BETTER("better"),
    WORSE("worse"),
    /** Significant, for a metric that is neither better nor worse when higher (a count of flushes by cause). */
    CHANGED("changed"),
    NOT_SIGNIFICANT("n.s."),
    /** Too few values for a test. */
    UNKNOWN("");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    static Verdict of(Direction direction, double diff, double pValue) {
        if (Double.isNaN(pValue)) {
            return UNKNOWN;
        }
        if (pValue >= SignificanceTest.ALPHA) {
            return NOT_SIGNIFICANT;
        }
        return switch (direction) {
            case HIGHER_IS_BETTER -> diff > 0 ? BETTER : WORSE;
            case LOWER_IS_BETTER -> diff < 0 ? BETTER : WORSE;
            case NEUTRAL -> CHANGED;
        };
    }
}
