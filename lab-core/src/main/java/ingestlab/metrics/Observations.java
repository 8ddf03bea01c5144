package ingestlab.metrics;

import java.util.List;

/**
 * Everything measured in one trial. Metrics describe indexing, so most are read from {@link #atAck()}, taken when
 * the last bulk was acknowledged; the final refresh and the merges after it are the difference to {@link #atEnd()}.
 *
 * @param docs documents acknowledged
 * @param sourceBytes their source size in bytes
 * @param atAck counts when the last bulk was acknowledged
 * @param atEnd counts once the final refresh and the merges after it were done, with the end state of the index
 *     (documents, segments, store size)
 * @param samples the distributions up to the last acknowledgement
 * @param gc collections from the start of indexing to the last acknowledgement
 * @param fetchNanosPerDoc mean time to fetch one stored document after indexing; NaN when not measured
 * @param timeline the node sampled every period from the start to the end of the tail ({@code --timeline}); empty
 *     when off
 * @param indices each index of the node, in the workload's order
 * @param searches the phases of the search benchmark ({@code --search-bench}): the index as ingestion left it, then,
 *     with {@code --search-bench-after-merge}, its repeat and the force-merged index; empty when off
 */
public record Observations(long docs, long sourceBytes, Counts atAck, Counts atEnd, Samples samples, GcStats gc,
                           double fetchNanosPerDoc, List<NodeSample> timeline, List<IndexObservations> indices,
                           List<SearchResult> searches) implements Measurements {
    public Observations {
        timeline = List.copyOf(timeline);
        indices = List.copyOf(indices);
        searches = List.copyOf(searches);
    }

    double elapsedSeconds() {
        return atAck.get(Metric.ELAPSED_S) / 1e9;
    }
}
