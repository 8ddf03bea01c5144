package ingestlab.workload;

import ingestlab.settings.ExperimentSpec;

/**
 * One index of a workload.
 *
 * @param name the index's name, unique in its workload; shards are ordered by shard number, then index name, as
 *     Elasticsearch orders {@code ShardId}s
 * @param share the index's share of the documents, between 0 (excluded) and 1; a workload's shares sum to 1
 * @param settings the node's settings with this index's index-scoped values: what its shards are built from
 */
public record IndexSpec(String name, double share, ExperimentSpec settings) {}
