package ingestlab.metrics;

/**
 * What one index of the node looked like at one moment of a trial, for the per-index timeline.
 *
 * @param docsIndexed documents its primaries hold, buffered ones included
 * @param bufferUsedBytes the controller's view of its copies: {@code ramBytesUsed - flushingBytes}, summed
 * @param segmentCount its copies' live segments
 */
public record IndexSample(String index, long docsIndexed, long bufferUsedBytes, long bufferFlushingBytes,
                          int segmentCount) {}
