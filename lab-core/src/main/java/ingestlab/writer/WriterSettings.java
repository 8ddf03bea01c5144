package ingestlab.writer;

/**
 * What a shard's IndexWriterConfig is made from.
 *
 * @param ramBufferBytes the whole node budget, so that Lucene leaves flushing to the controller
 * @param mergeThreads ConcurrentMergeScheduler max thread count
 * @param mergeCount ConcurrentMergeScheduler max merge count
 * @param codecLevel the codec's compression level, {@link CodecChoice#NO_LEVEL} for codecs without levels
 * @param serialMerges merge on the thread that triggered the merge, in order ({@code --deterministic})
 */
public record WriterSettings(long ramBufferBytes, int mergeThreads, int mergeCount,
                             MergePolicyChoice mergePolicy, CodecChoice codec, int codecLevel, boolean serialMerges) {

    /** Elasticsearch's {@code index.merge.scheduler.max_thread_count} default: max(1, min(4, processors / 2)). */
    public static int defaultMergeThreads(int processors) {
        return Math.max(1, Math.min(4, processors / 2));
    }

    /** Elasticsearch's {@code index.merge.scheduler.max_merge_count} default: max thread count + 5. */
    public static int defaultMergeCount(int mergeThreads) {
        return mergeThreads + 5;
    }
}
