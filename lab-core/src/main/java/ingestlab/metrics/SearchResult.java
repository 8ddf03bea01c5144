package ingestlab.metrics;

import java.util.List;

/**
 * What one search phase of the search benchmark ({@code ingestlab.search}) measured: per query type over every index,
 * and per index.
 *
 * @param mergedTo the segments per shard a force-merge left before this phase; 0 for the index as ingestion left it
 * @param repeat whether this is the as-ingested phase run a second time, straight after the first (the A/A control
 *               of {@code --search-bench-after-merge}: as warm as the force-merged phase after it)
 * @param byType the node's figures, one per type that ran, in the order of {@link QueryType}
 * @param allTypes the node's figures over every query of every type together
 * @param segments segments searched, over every shard of every index
 * @param checksum the hits of one pass over every index's query set, each query once (an exact count, so the same
 *                 documents give the same checksum whatever their segments)
 * @param measuredNanos how long the measured run lasted (after the warm-up)
 */
public record SearchResult(int mergedTo, boolean repeat, List<QueryTypeStats> byType, AllTypes allTypes,
                           List<IndexResult> indices, int segments, long checksum, long measuredNanos) {
    /** The phase on the index as ingestion left it, as result files name it. */
    public static final String AS_INGESTED = "as-ingested";
    /** Its repeat, straight after it. */
    public static final String AS_INGESTED_REPEAT = "as-ingested-repeat";
    /** The start of a force-merged phase's name, which ends in the segments per shard it merged to. */
    public static final String FORCE_MERGED = "force-merged-";

    public SearchResult {
        if (repeat && mergedTo != 0) {
            throw new IllegalArgumentException("only the as-ingested phase is repeated, not one force-merged to "
                    + mergedTo);
        }
        byType = List.copyOf(byType);
        indices = List.copyOf(indices);
    }

    /**
     * Every query of the phase, whatever its type: {@code qps} is their count over their summed search time,
     * {@code p50Micros} their median latency (NaN for both if none ran). Every phase runs the same query sets in
     * passes of every query, so their mix is the same in each (but for the last pass, cut short) and these compare
     * across phases.
     */
    public record AllTypes(long count, double qps, double p50Micros) {}

    /** One index's part. */
    public record IndexResult(String index, List<QueryTypeStats> byType, int segments, long checksum) {
        public IndexResult {
            byType = List.copyOf(byType);
        }
    }

    /** The phase as result files name it: {@code as-ingested}, {@code as-ingested-repeat} or {@code force-merged-N}. */
    public String phase() {
        if (repeat) {
            return AS_INGESTED_REPEAT;
        }
        return mergedTo == 0 ? AS_INGESTED : FORCE_MERGED + mergedTo;
    }

    /** This as-ingested phase's result marked as the repeat: the same phase run again, straight after it. */
    public SearchResult asRepeat() {
        return new SearchResult(mergedTo, true, byType, allTypes, indices, segments, checksum, measuredNanos);
    }

    /** The node's figures of a type, or null if it did not run. */
    public QueryTypeStats of(QueryType type) {
        return byType.stream().filter(s -> s.type() == type).findFirst().orElse(null);
    }
}
