package ingestlab.metrics;

import java.util.List;

/**
 * What one search phase of the search benchmark ({@code ingestlab.search}) measured: per query type over every index,
 * and per index.
 *
 * @param mergedTo the segments per shard a force-merge left before this phase; 0 for the index as ingestion left it
 * @param byType the node's figures, one per type that ran, in the order of {@link QueryType}
 * @param segments segments searched, over every shard of every index
 * @param checksum the hits of one pass over every index's query set, each query once (an exact count, so the same
 *                 documents give the same checksum whatever their segments)
 * @param measuredNanos how long the measured run lasted (after the warm-up)
 */
public record SearchResult(int mergedTo, List<QueryTypeStats> byType, List<IndexResult> indices, int segments,
                           long checksum, long measuredNanos) {
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

    /** The phase as result files name it: {@code as-ingested}, or {@code force-merged-N}. */
    public String phase() {
        return mergedTo == 0 ? "as-ingested" : "force-merged-" + mergedTo;
    }

    /** The node's figures of a type, or null if it did not run. */
    public QueryTypeStats of(QueryType type) {
        return byType.stream().filter(s -> s.type() == type).findFirst().orElse(null);
    }
}
