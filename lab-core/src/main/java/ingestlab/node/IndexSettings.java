package ingestlab.node;

import static ingestlab.settings.Scope.INDEX;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.translog.TranslogSettings;
import ingestlab.workload.IndexSpec;
import java.nio.file.Path;

/**
 * What one index on the node is built from, read from its {@link IndexSpec}: its folder, shards, routing, replicas,
 * refresh, search-idle and translog, and the settings its shards' IndexWriters are configured from; and the
 * settings of an index's shards on the node, declared here: how many, their replicas and routing, and when they refresh.
 *
 * @param share the index's share of the documents
 * @param position the index's place in its workload, which seeds its routing and its feed
 * @param directory where its copies' folders go ({@link NodeLayout})
 * @param index the index's full settings, for what reads the index's documents back (lab recover)
 * @param seed seeds skewed routing
 * @param replicas replica copies of each shard, on this node
 * @param shardConfig what each copy of its shards is built from
 */
public record IndexSettings(String name, double share, int position, Path directory, ExperimentSpec index, int shards,
                            double shardSkew, long seed, Interval refresh, Interval searchIdle, int replicas,
                            TranslogSettings translog, ShardConfig shardConfig) {
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
            .label("DURATION").derivedDefault("1s", v -> v.get(NodeSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(1)).column(Interval::millis).alias("--refresh")
            .describe("Scheduled refresh interval, or off. Giving it explicitly turns search-idle off, as in "
                    + "Elasticsearch.")
            .build();
    // index.search.idle.after = 30s
    public static final Setting<Interval> SEARCH_IDLE_MS = Setting.of("search_idle_ms", INDEX, Interval::parse)
            .label("DURATION").derivedDefault("30s", v -> v.get(NodeSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(30)).column(Interval::millis)
            .describe("With the default refresh, shards skip scheduled refreshes after this long without searches "
                    + "(the lab searches only with --search-rate); or off.")
            .build();

    static IndexSettings from(IndexSpec spec, int position, Path directory) {
        ExperimentSpec index = spec.settings();
        return new IndexSettings(spec.name(), spec.share(), position, directory, index, index.get(SHARDS),
                index.get(SHARD_SKEW), seedOf(index.get(NodeSettings.SEED), position),
                index.get(REFRESH_INTERVAL_MS), index.get(SEARCH_IDLE_MS),
                index.get(REPLICAS), TranslogSettings.from(index), ShardConfig.of(index));
    }

    /**
     * The seed of the index at {@code position} of a workload seeded with {@code seed}: the workload's own for the
     * first index, so a node of one index draws exactly what it drew before workloads existed.
     */
    public static long seedOf(long seed, int position) {
        return seed + 0x9E3779B97F4A7C15L * position; // the golden-ratio increment of SplitMix64
    }
}
