package ingestlab.claims;

import java.util.Locale;

/** Which way a claim says its metric moves from baseline to contender. */
enum ClaimedDirection {
    HIGHER, LOWER,
    /** No change: a published "flat" or "close to". */
    SAME;

    public static ClaimedDirection parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected_direction: '" + text + "' is not one of higher, lower, same",
                    e);
        }
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}
