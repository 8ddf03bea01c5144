package ingestlab.search;

import ingestlab.settings.Interval;
import ingestlab.settings.SettingValues;

/**
 * How the search phase runs ({@link SearchSettings}): for {@code durationMillis}, after a warm-up of a quarter of
 * that (at least one pass over every query of every index, so every type is warmed), with the query types of
 * {@code queries}, and, after that phase's repeat, again on the index force-merged to {@code mergeTarget} segments
 * per shard (0 = neither).
 *
 * @param seed draws the query sets and orders the queries of each pass
 */
public record SearchPlan(long durationMillis, int mergeTarget, QuerySelection queries, long seed) {
    public SearchPlan {
        if (durationMillis <= 0) {
            throw SearchSettings.SEARCH_BENCH.invalid(durationMillis + "ms", SearchSettings.DURATION_ALLOWED);
        }
        if (mergeTarget < 0) {
            throw SearchSettings.SEARCH_BENCH_AFTER_MERGE.invalid(mergeTarget, SearchSettings.MERGE_TARGET_ALLOWED);
        }
    }

    /** The plan the settings give, or null when the benchmark is off. */
    public static SearchPlan from(SettingValues values, long seed) {
        Interval duration = values.get(SearchSettings.SEARCH_BENCH);
        if (duration.isOff()) {
            return null;
        }
        Integer mergeTarget = values.get(SearchSettings.SEARCH_BENCH_AFTER_MERGE);
        return new SearchPlan(duration.millis(), mergeTarget == null ? 0 : mergeTarget,
                values.get(SearchSettings.SEARCH_QUERIES), seed);
    }

    /** The warm-up before the measured run. */
    public long warmupMillis() {
        return durationMillis / 4;
    }
}
