package ingestlab.stats;

/**
 * How many paired rounds a comparison needs for a target half-width, computed once from a pilot's spread of log
 * ratios and then fixed: stopping as soon as an interval looks narrow enough ("peeking") would bias the verdict.
 *
 * <p>The half-width of the log-ratio t interval at n rounds is t(n − 1) · s / √n; the answer is the smallest n ≥ the
 * pilot's rounds at which that reaches ln(1 + target), capped by the maximum. The pilot's s is itself an estimate
 * from few rounds, so the number is a plan, and the report states the half-width actually reached.
 *
 * @param pilotRounds rounds in the pilot
 * @param pilotLogSd the pilot's standard deviation of the log ratios
 * @param needed rounds the target needs (uncapped; {@link Integer#MAX_VALUE} when it cannot be computed)
 * @param planned rounds to run in all: needed, at least the pilot, at most the maximum
 */
public record RoundsFromPilot(int pilotRounds, double pilotLogSd, int needed, int planned) {
    /** A limit on the search, far above any maximum a registry would set. */
    private static final int SEARCH_LIMIT = 100_000;

    /**
     * @param targetHalfWidth the relative half-width wanted, e.g. 0.03 for ±3%
     * @param maximum the registry's cap on rounds
     */
    public static RoundsFromPilot plan(int pilotRounds, double pilotLogSd, double targetHalfWidth, int maximum) {
        if (targetHalfWidth <= 0 || maximum < 1 || pilotRounds < 2) {
            throw new IllegalArgumentException("a plan needs a pilot of >= 2 rounds, a target > 0 and a maximum >= 1");
        }
        int needed = needed(pilotLogSd, targetHalfWidth, pilotRounds);
        int planned = Math.max(pilotRounds, Math.min(needed, maximum));
        return new RoundsFromPilot(pilotRounds, pilotLogSd, needed, planned);
    }

    private static int needed(double logSd, double targetHalfWidth, int atLeast) {
        if (Double.isNaN(logSd)) {
            return Integer.MAX_VALUE;
        }
        double target = Math.log1p(targetHalfWidth);
        for (int n = Math.max(2, atLeast); n <= SEARCH_LIMIT; n++) {
            if (PairedRatio.tQuantile(n - 1) * logSd / Math.sqrt(n) <= target) {
                return n;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** Whether the cap stopped the plan short of the target. */
    public boolean capped() {
        return needed > planned;
    }
}
