package ingestlab.writer;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MergeScheduler;

/**
 * Builds a shard's IndexWriterConfig the way Elasticsearch's {@code InternalEngine#getIndexWriterConfig} does
 * ({@code server/src/main/java/org/elasticsearch/index/engine/InternalEngine.java}).
 */
public final class WriterConfigs {
    /** Elasticsearch's soft-deletes field. */
    public static final String SOFT_DELETES_FIELD = "__soft_deletes";

    private WriterConfigs() {}

    /**
     * @param scheduler the merge scheduler to install (callers pass one that observes merges); a concurrent one gets
     *     Elasticsearch's thread and merge counts and IO throttling
     */
    public static IndexWriterConfig create(WriterSettings settings, MergeScheduler scheduler) {
        // Elasticsearch's "standard" analyzer: standard tokenizer + lowercase, no stop words (Lucene's default too).
        IndexWriterConfig config = new IndexWriterConfig(new StandardAnalyzer());
        config.setOpenMode(IndexWriterConfig.OpenMode.CREATE);
        // The whole node budget, so Lucene itself (almost) never flushes: the controller decides.
        config.setRAMBufferSizeMB(settings.ramBufferBytes() / (1024.0 * 1024.0));
        config.setCommitOnClose(false);
        config.setUseCompoundFile(true);
        config.setSoftDeletesField(SOFT_DELETES_FIELD);
        // No merging on refresh or commit.
        config.setMaxFullFlushMergeWaitMillis(0);
        if (scheduler instanceof ConcurrentMergeScheduler concurrent) {
            concurrent.setMaxMergesAndThreads(settings.mergeCount(), settings.mergeThreads());
            concurrent.enableAutoIOThrottle();
        }
        config.setMergeScheduler(scheduler);
        config.setMergePolicy(settings.mergePolicy().create());
        config.setCodec(settings.codec().create(settings.codecLevel()));
        return config;
    }
}
