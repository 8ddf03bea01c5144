package ingestlab.search;

import static ingestlab.settings.Scope.NODE;

import ingestlab.metrics.QueryType;
import ingestlab.settings.Interval;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.util.NamedValues;

/** The settings of the search benchmark: a phase after indexing that searches the index ingestion left. */
public final class SearchSettings {
    private SearchSettings() {}

    /** What a search phase's duration may be. */
    static final String DURATION_ALLOWED = "is not allowed (a positive duration such as 500ms, 10s or 1m, or off)";
    /** What a force-merge target may be. */
    static final String MERGE_TARGET_ALLOWED = "is not allowed (at least 1: a force-merge leaves at least one "
            + "segment per shard)";

    public static final Setting<Interval> SEARCH_BENCH = Setting.of("search_bench", NODE, SearchSettings::duration)
            .label("DURATION").defaultText("off").hashedOnlyWhenGiven()
            .describe("After indexing, before close: search every index as ingestion left it (no force-merge) for "
                    + "this long, after a warm-up of a quarter of it, with seeded queries drawn from each index's own "
                    + "dataset (--search-queries); count, QPS and latency p50/p99 per query type, the segments "
                    + "searched and a hit checksum; or off.")
            .build();
    public static final Setting<Integer> SEARCH_BENCH_AFTER_MERGE = Setting.of("search_bench_after_merge", NODE,
                    Parsers::integer)
            .label("N").optional().hashedOnlyWhenGiven().bound(n -> n >= 1, MERGE_TARGET_ALLOWED)
            .describe("Then run the search phase again on the same index (as-ingested-repeat: the A/A control, as "
                    + "warm as what follows), force-merge every primary shard to at most N segments and run it a "
                    + "third time: the reference point (rows in <out>-searches.csv); needs --search-bench.")
            .build();
    public static final Setting<QuerySelection> SEARCH_QUERIES = Setting.of("search_queries", NODE,
                    QuerySelection::parse)
            .label("TYPES").defaultText("all").text(QuerySelection::toString).hashedOnlyWhenGiven()
            .describe("Query types of the search phase: all (every type each index's dataset can give) or a comma "
                    + "list of " + NamedValues.allowed(QueryType.class) + ", each of which every index must be able "
                    + "to give; needs --search-bench.")
            .build();

    /** A positive duration, or off; a negative one is refused rather than read as off. */
    private static Interval duration(String text) {
        if (text != null && text.trim().startsWith("-")) {
            throw new IllegalArgumentException("'" + text + "' " + DURATION_ALLOWED);
        }
        return Interval.parse(text);
    }
}
