package ingestlab.node;

import ingestlab.metrics.IndexSample;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.NodeSample;
import ingestlab.metrics.SegmentCounter;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * The node's levels while it indexes: routing's outcome, registered as {@code shard_docs_max_share}, and the
 * timeline's sample. Every other value is registered by the component that holds it.
 */
final class NodeStats {
    private final List<IndexService> indices;
    private final MetricRegistry metrics;
    private final SegmentCounter segments;
    private final MergeMeter merges;
    private final long startNanos = System.nanoTime();

    NodeStats(List<IndexService> indices, NodeServices services) {
        this.indices = List.copyOf(indices);
        this.metrics = services.metrics();
        this.segments = services.segments();
        this.merges = services.merges();
        metrics.register(Metric.SHARD_DOCS_MAX_SHARE, this::docsMaxShare);
    }

    /**
     * The busiest shard's share of the documents, read from the primaries of every index (replicas hold the same);
     * NaN before any.
     */
    private double docsMaxShare() {
        long total = 0;
        long busiest = 0;
        for (Shard shard : primaries()) {
            long docs = shard.docsIndexed();
            total += docs;
            busiest = Math.max(busiest, docs);
        }
        return total == 0 ? Double.NaN : busiest / (double) total;
    }

    private List<Shard> primaries() {
        return indices.stream().flatMap(index -> index.primaries().stream()).toList();
    }

    /** The node now, for the timeline, with each index's part. */
    NodeSample sample() {
        long docs = 0;
        long used = 0;
        long flushing = 0;
        List<IndexSample> byIndex = new ArrayList<>(indices.size());
        for (IndexService index : indices) {
            IndexSample sample = index.sample();
            byIndex.add(sample);
            docs += sample.docsIndexed();
            used += sample.bufferUsedBytes();
            flushing += sample.bufferFlushingBytes();
        }
        return new NodeSample((System.nanoTime() - startNanos) / 1e9, docs, used, flushing, segments.current(),
                merges.running(), metrics.snapshot(),
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), byIndex);
    }
}
