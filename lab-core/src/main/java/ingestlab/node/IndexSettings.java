package ingestlab.node;

import ingestlab.catalog.IndexSpec;
import ingestlab.catalog.NodeScopeSettings;
import ingestlab.catalog.ShardSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.translog.TranslogSettings;
import java.nio.file.Path;

/**
 * What one index on the node is built from, read from its {@link IndexSpec}: its folder, shards, routing, replicas,
 * refresh, search-idle and translog, and the settings its shards' IndexWriters are configured from.
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

    static IndexSettings from(IndexSpec spec, int position, Path directory) {
        ExperimentSpec index = spec.settings();
        return new IndexSettings(spec.name(), spec.share(), position, directory, index, index.get(ShardSettings.SHARDS),
                index.get(ShardSettings.SHARD_SKEW), seedOf(index.get(NodeScopeSettings.SEED), position),
                index.get(ShardSettings.REFRESH_INTERVAL_MS), index.get(ShardSettings.SEARCH_IDLE_MS),
                index.get(ShardSettings.REPLICAS), TranslogSettings.from(index), ShardConfig.of(index));
    }

    /**
     * The seed of the index at {@code position} of a workload seeded with {@code seed}: the workload's own for the
     * first index, so a node of one index draws exactly what it drew before workloads existed.
     */
    public static long seedOf(long seed, int position) {
        return seed + 0x9E3779B97F4A7C15L * position; // the golden-ratio increment of SplitMix64
    }
}
