package ingestlab.metrics;

import java.util.List;

/**
 * What the node looked like at one moment of a trial, for the timeline ({@code --timeline}).
 *
 * @param seconds since indexing started
 * @param bufferUsedBytes the controller's view: {@code ramBytesUsed - flushingBytes}, summed over shards
 * @param counts the running totals then (flushes by cause, refreshes, ...)
 * @param heapUsedBytes the JVM's heap in use then, garbage included (a soak's trend: the lows should not climb)
 * @param indices each index's part, in the workload's order
 */
public record NodeSample(double seconds, long docsIndexed, long bufferUsedBytes, long bufferFlushingBytes,
                         int segmentCount, int mergesRunning, Counts counts, long heapUsedBytes,
                         List<IndexSample> indices) {
    public NodeSample {
        indices = List.copyOf(indices);
    }
}
