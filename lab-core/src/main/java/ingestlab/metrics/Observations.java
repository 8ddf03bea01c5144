package ingestlab.metrics;

import org.HdrHistogram.Histogram;

/**
 * Everything measured in one trial, as raw counters. {@link Metric} turns these into the published columns.
 *
 * @param docs documents fed
 * @param sourceBytes their source size in bytes
 * @param elapsedNanos wall time from the first bulk sent to the last bulk acknowledged
 * @param bulkLatencyMicros one value per bulk
 * @param throttleNanos time indexing threads waited on throttled shards, summed over threads
 * @param segmentCount live segments over all shards at the end of indexing
 * @param segmentCountMax the largest live segment count during the run
 * @param storeBytes the size of all index files at the end of indexing
 * @param docsVerified live documents found in the index (sum of numDocs over shards)
 * @param badDocs documents skipped as unreadable or unindexable ({@code --skip-bad})
 * @param storedFieldsBytes the size of the stored-fields files (.fdt, .fdx, .fdm) in those segments
 * @param fetchNanosPerDoc mean time to fetch one stored document after indexing; NaN when not measured
 * @param docsVerified documents found in the index (sum of maxDoc over shards)
 */
public record Observations(
        long docs,
        long sourceBytes,
        long elapsedNanos,
        Histogram bulkLatencyMicros,
        long controllerChecks,
        long controllerWrites,
        long throttleNanos,
        IoStats.Snapshot io,
        long refreshes,
        long refreshNanos,
        long merges,
        long mergeNanos,
        int segmentCount,
        int segmentCountMax,
        long storeBytes,
        long storedFieldsBytes,
        GcStats gc,
        long docsVerified,
        long badDocs,
        double fetchNanosPerDoc) {

    double elapsedSeconds() {
        return elapsedNanos / 1e9;
    }

    double latencyMillis(double percentile) {
        return bulkLatencyMicros.getTotalCount() == 0 ? Double.NaN
                : bulkLatencyMicros.getValueAtPercentile(percentile) / 1000.0;
    }
}
