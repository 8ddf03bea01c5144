package ingestlab.writer;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.IndexWriterConfig;

/**
 * Builds a shard's IndexWriterConfig the way Elasticsearch's {@code InternalEngine#getIndexWriterConfig} does
 * ({@code server/src/main/java/org/elasticsearch/index/engine/InternalEngine.java}).
 */
public final class WriterConfigs {
    /** Elasticsearch's soft-deletes field. */
    public static final String SOFT_DELETES_FIELD = "__soft_deletes";

    private WriterConfigs() {}

    /**
     * @param scheduler the merge scheduler to configure and install (callers pass a subclass that observes merges)
     */
    public static IndexWriterConfig create(WriterSettings settings, ConcurrentMergeScheduler scheduler) {
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
        scheduler.setMaxMergesAndThreads(settings.mergeCount(), settings.mergeThreads());
        scheduler.enableAutoIOThrottle();
        config.setMergeScheduler(scheduler);
        config.setMergePolicy(settings.mergePolicy().create());
        config.setCodec(settings.codec().create(settings.codecLevel()));
        return config;
    }
}
