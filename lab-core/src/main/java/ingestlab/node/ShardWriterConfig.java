package ingestlab.node;

import ingestlab.writer.WriterSettings;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MergeScheduler;

/**
 * Builds a shard's IndexWriterConfig from its index's settings the way Elasticsearch's
 * {@code InternalEngine#getIndexWriterConfig} does ({@code server/src/main/java/org/elasticsearch/index/engine/
 * InternalEngine.java}). A setting that configures the IndexWriter is read here, and nowhere else.
 */
public final class ShardWriterConfig {
    /** Elasticsearch's soft-deletes field. */
    public static final String SOFT_DELETES_FIELD = "__soft_deletes";

    private ShardWriterConfig() {}

    /**
     * @param index the IndexWriter settings of the shard's index
     * @param ramBufferBytes the whole node budget, so that Lucene leaves flushing to the controller
     * @param scheduler the merge scheduler to install (callers pass one that observes merges); a concurrent one gets
     *     Elasticsearch's thread and merge counts and IO throttling
     */
    public static IndexWriterConfig create(WriterSettings index, long ramBufferBytes, MergeScheduler scheduler) {
        // Elasticsearch's "standard" analyzer: standard tokenizer + lowercase, no stop words (Lucene's default too).
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer());
        config.setOpenMode(IndexWriterConfig.OpenMode.CREATE);
        // The whole node budget, so Lucene itself (almost) never flushes: the controller decides.
        config.setRAMBufferSizeMB(ramBufferBytes / (1024.0 * 1024.0));
        config.setCommitOnClose(false);
        config.setUseCompoundFile(true);
        config.setSoftDeletesField(SOFT_DELETES_FIELD);
        // No merging on refresh or commit.
        config.setMaxFullFlushMergeWaitMillis(0);
        if (scheduler instanceof ConcurrentMergeScheduler concurrent) {
            concurrent.setMaxMergesAndThreads(index.mergeCount(), index.mergeThreads());
            concurrent.enableAutoIOThrottle();
        }
        config.setMergeScheduler(scheduler);
        config.setMergePolicy(index.createMergePolicy());
        config.setCodec(index.codec().create(index.codecLevel()));
        return config;
    }
}
