package ingestlab.search;

import java.util.List;

/**
 * What one search phase measured: per query type over every index, and per index.
 *
 * @param byType the node's figures, one per type that ran, in the order of {@link QueryType}
 * @param segments segments searched, over every shard of every index
 * @param checksum the hits of one pass over every index's query set, each query once (an exact count, so the same
 *                 documents give the same checksum whatever their segments)
 * @param measuredNanos how long the measured run lasted (after the warm-up)
 */
public record SearchResult(List<QueryTypeStats> byType, List<IndexResult> indices, int segments, long checksum,
                           long measuredNanos) {
    public SearchResult {
        byType = List.copyOf(byType);
        indices = List.copyOf(indices);
    }

    /** One index's part. */
    public record IndexResult(String index, List<QueryTypeStats> byType, int segments, long checksum) {
        public IndexResult {
            byType = List.copyOf(byType);
        }
    }

    /** The node's figures of a type, or null if it did not run. */
    public QueryTypeStats of(QueryType type) {
        return byType.stream().filter(s -> s.type() == type).findFirst().orElse(null);
    }
}
