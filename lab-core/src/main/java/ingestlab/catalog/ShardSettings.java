package ingestlab.catalog;

import static ingestlab.settings.Scope.INDEX;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.settings.Interval;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;

/**
 * An index's shards on the node: how many, their replicas and routing, and when they refresh. The node that reads
 * them sits above this catalog, so they are declared here (see {@link NodeScopeSettings}).
 */
public final class ShardSettings {
    private ShardSettings() {}

    // Elasticsearch: one primary shard per index by default; index.max_number_of_shards is 1,024.
    public static final Setting<Integer> SHARDS = Setting.of("shards", INDEX, Parsers::integer)
            .label("N").defaultText("1").bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= 1024, "is too many (at most 1024: Elasticsearch's default index.max_number_of_shards, "
                    + "and the routing-shard limit)")
            .describe("Shards (IndexWriters) on the node.")
            .build();
    // Elasticsearch's index.number_of_replicas is 1; 0 here, as the lab's experiments are about one copy.
    public static final Setting<Integer> REPLICAS = Setting.of("replicas", INDEX, Parsers::integer)
            .label("N").defaultText("0").bound(n -> n >= 0 && n <= 2, "is not allowed (0 to 2 replicas per shard)")
            .describe("Replica copies of each shard, on the same node and under the same buffer: 0, 1 or 2. Every "
                    + "operation is indexed on the primary, then on each replica, before the shard answers.")
            .build();
    public static final Setting<Double> SHARD_SKEW = Setting.of("shard_skew", INDEX, Parsers::decimal)
            .label("S").defaultText("0.0").bound(s -> s >= 0 && s <= 10, "is out of range (0 = hash routing, up to 10)")
            .describe("0: route by id hash, as one index; above 0, shard i gets a document with probability "
                    + "proportional to 1/(i+1)^S, like data streams of different volume on one node.")
            .build();
    // index.refresh_interval = 1s; giving it explicitly turns search-idle off (IndexShard#scheduledRefresh).
    public static final Setting<Interval> REFRESH_INTERVAL_MS = Setting.of("refresh_interval_ms", INDEX,
                    Interval::parse)
            .label("DURATION").derivedDefault("1s", v -> v.get(NodeScopeSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(1)).column(Interval::millis).alias("--refresh")
            .describe("Scheduled refresh interval, or off. Giving it explicitly turns search-idle off, as in "
                    + "Elasticsearch.")
            .build();
    // index.search.idle.after = 30s
    public static final Setting<Interval> SEARCH_IDLE_MS = Setting.of("search_idle_ms", INDEX, Interval::parse)
            .label("DURATION").derivedDefault("30s", v -> v.get(NodeScopeSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(30)).column(Interval::millis)
            .describe("With the default refresh, shards skip scheduled refreshes after this long without searches "
                    + "(the lab searches only with --search-rate); or off.")
            .build();
}
