package ingestlab.metrics;

/**
 * What the node looked like at one moment of a trial, for the timeline ({@code --timeline}).
 *
 * @param seconds since indexing started
 * @param bufferUsedBytes the controller's view: {@code ramBytesUsed - flushingBytes}, summed over shards
 * @param counts the running totals then (flushes by cause, refreshes, ...)
 * @param heapUsedBytes the JVM's heap in use then, garbage included (a soak's trend: the lows should not climb)
 */
public record NodeSample(double seconds, long docsIndexed, long bufferUsedBytes, long bufferFlushingBytes,
                         int segmentCount, int mergesRunning, Counts counts, long heapUsedBytes) {}
