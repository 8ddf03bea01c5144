package ingestlab.node;

import ingestlab.metrics.IoStats;

/**
 * What a node measured, read once indexing is over and the final refresh and merges are done.
 *
 * @param maxDocs sum of maxDoc over the shards' final readers
 * @param liveDocs sum of numDocs (documents not deleted or replaced) over the same readers
 * @param segmentCount live segments over all shards in those readers
 */
public record NodeReport(long maxDocs, long liveDocs, int segmentCount, int segmentCountMax, long storeBytes, IoStats.Snapshot io,
                         long controllerChecks, long controllerWrites, long throttleNanos,
                         long refreshes, long refreshNanos, long merges, long mergeNanos) {}
