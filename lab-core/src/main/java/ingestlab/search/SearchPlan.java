package ingestlab.search;

/**
 * How long the search phase runs ({@value #DURATION_OPTION}), after a warm-up of a quarter of that (at least one pass
 * over every query of every index, so every type is warmed), and whether it runs again on an index force-merged to
 * {@code mergeTarget} segments ({@value #MERGE_OPTION}; 0 = not).
 *
 * @param seed orders the queries of each pass, and draws the query sets
 */
public record SearchPlan(long durationMillis, int mergeTarget, long seed) {
    public static final String DURATION_OPTION = "--search-bench";
    public static final String MERGE_OPTION = "--search-bench-after-merge";

    public SearchPlan {
        checkDuration(durationMillis, durationMillis + "ms");
        if (mergeTarget != 0) {
            checkMergeTarget(mergeTarget);
        }
    }

    /** The warm-up before the measured run. */
    public long warmupMillis() {
        return durationMillis / 4;
    }

    /** A search phase must run for some time; {@code given} is the value as the user wrote it. */
    public static void checkDuration(long millis, String given) {
        if (millis <= 0) {
            throw new IllegalArgumentException(DURATION_OPTION + " " + given
                    + ": the search phase must run for a positive duration (such as 500ms, 10s or 1m)");
        }
    }

    /** A force-merge leaves at least one segment. */
    public static void checkMergeTarget(int segments) {
        if (segments < 1) {
            throw new IllegalArgumentException(MERGE_OPTION + " " + segments
                    + ": a force-merge target must be at least 1 segment (1 merges each shard into one)");
        }
    }
}
