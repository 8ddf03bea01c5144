package ingestlab.metrics;

/**
 * What one index of the node looked like at one moment of a trial, for the per-index timeline.
 *
 * @param docsIndexed documents its primaries hold, buffered ones included
 * @param bufferUsedBytes the controller's view of its copies: {@code ramBytesUsed - flushingBytes}, summed
 * @param segmentCount its copies' live segments
 * @param refreshes scheduled refreshes that opened a new reader on one of its copies, so far
 * @param refreshesSkippedIdle scheduled refreshes of its copies skipped as search-idle, so far
 */
public record IndexSample(String index, long docsIndexed, long bufferUsedBytes, long bufferFlushingBytes,
                          int segmentCount, long refreshes, long refreshesSkippedIdle) {}
