package ingestlab.node;

import java.util.Comparator;
import java.util.List;

/**
 * The node-unique id of every shard copy, numbered in the order the controller's round-robin visits them
 * ({@link ingestlab.buffer.ShardSelector#ROUND_ROBIN} orders by id): Elasticsearch's {@code ShardId#compareTo}
 * ({@code server/src/main/java/org/elasticsearch/index/shard/ShardId.java}) compares the shard number first, then
 * the index name. Elasticsearch never holds two copies of one shard on a node; here the replicas follow every
 * primary, in the same order, so a node of one index numbers its copies as before: primaries {@code 0..n-1}, then
 * replica {@code r} of shard {@code i} at {@code r * n + i}.
 */
final class ShardIds {
    private final List<IndexSettings> indices;

    ShardIds(List<IndexSettings> indices) {
        this.indices = List.copyOf(indices);
    }

    /** The id of copy {@code replica} (0 for the primary) of shard {@code shard} of {@code index}. */
    int of(IndexSettings index, int shard, int replica) {
        List<IndexSettings> byName = indices.stream().sorted(Comparator.comparing(IndexSettings::name)).toList();
        int maxShards = indices.stream().mapToInt(IndexSettings::shards).max().orElse(0);
        int id = 0;
        for (int r = 0; r <= replica; r++) {
            for (int s = 0; s < maxShards; s++) {
                for (IndexSettings other : byName) {
                    if (s < other.shards() && r <= other.replicas()) {
                        if (r == replica && s == shard && other.name().equals(index.name())) {
                            return id;
                        }
                        id++;
                    }
                }
            }
        }
        throw new IllegalArgumentException("no copy " + replica + " of shard " + shard + " in " + index.name());
    }
}
