package ingestlab.node;

import ingestlab.metrics.IoStats;

/**
 * What a node measured, read once indexing is over and the final refresh and merges are done.
 *
 * @param maxDocs sum of maxDoc over the shards' final readers
 * @param liveDocs sum of numDocs (documents not deleted or replaced) over the same readers
 * @param segmentCount live segments over all shards in those readers
 * @param storedFieldsBytes size of the stored-fields files of those readers' segments
 */
public record NodeReport(long maxDocs, long liveDocs, int segmentCount, int segmentCountMax, long storeBytes,
                         long storedFieldsBytes, IoStats.Snapshot io,
                         long controllerChecks, long controllerWrites, long throttleNanos,
                         long refreshes, long refreshNanos, long merges, long mergeNanos) {}
