package ingestlab.node;

import ingestlab.metrics.Counts;
import ingestlab.metrics.IndexAtAck;
import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A node's results index by index, for the per-index file and the documents check: every value is keyed by the
 * index's name, never passed by position between the node and the trial.
 */
public final class IndexResults {
    private final List<IndexService> indices; // in the workload's order
    private final EndOfTrial endOfTrial;

    IndexResults(List<IndexService> indices, EndOfTrial endOfTrial) {
        this.indices = indices;
        this.endOfTrial = endOfTrial;
    }

    /**
     * Each index's registry and samples now, by index name in the workload's order: taken when the last bulk was
     * acknowledged, with the controller's writes on the index's copies (the node's own count is its registry's gauge).
     */
    public Map<String, IndexAtAck> atAck() {
        Map<String, IndexAtAck> atAck = new LinkedHashMap<>();
        for (IndexService index : indices) {
            Counts counts = index.services().metrics().snapshot()
                    .with(Metric.CONTROLLER_WRITES, index.controllerWrites());
            atAck.put(index.name(), new IndexAtAck(counts, index.services().samples().snapshot()));
        }
        return atAck;
    }

    /**
     * After {@link Node#finish()}: each index's observations, in the workload's order, completed with its end state.
     *
     * @param atAck each index's values when the last bulk was acknowledged ({@link #atAck()}), by name
     * @param docs documents fed to each index, by name
     */
    public List<IndexObservations> observations(Map<String, IndexAtAck> atAck, Map<String, Long> docs) {
        List<IndexObservations> observed = new ArrayList<>();
        for (int i = 0; i < indices.size(); i++) {
            IndexService index = indices.get(i);
            String name = index.name();
            IndexAtAck acked = Objects.requireNonNull(atAck.get(name), () -> "no values at the ack for " + name);
            Long fed = Objects.requireNonNull(docs.get(name), () -> "no documents fed to " + name);
            Counts atEnd = Counts.builder().put(Metric.SEGMENT_COUNT_FINAL, endOfTrial.segmentCount(i))
                    .put(Metric.STORE_BYTES, endOfTrial.storeBytes(i)).build();
            observed.add(new IndexObservations(name, index.numberOfShards(), fed, index.share(), acked.counts(),
                    atEnd, acked.samples(), index.refreshesSkippedIdle(), index.services().merges().mergedDocs(),
                    index.bufferMaxBytes()));
        }
        return observed;
    }

    /** Each index's live documents in its primaries' final readers, by position: after {@link Node#finish()}. */
    public long[] liveDocs() {
        return endOfTrial.liveDocsByIndex();
    }

    /** Each index's name, by position. */
    public List<String> names() {
        return indices.stream().map(IndexService::name).toList();
    }
}
