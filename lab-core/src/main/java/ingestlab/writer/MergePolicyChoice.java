package ingestlab.writer;

import ingestlab.util.Named;
import org.apache.lucene.index.LogByteSizeMergePolicy;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.TieredMergePolicy;

/**
 * The merge policy of each shard ({@code --merge-policy}), with Elasticsearch's parameters.
 *
 * <p>Source: Elasticsearch {@code server/src/main/java/org/elasticsearch/index/MergePolicyConfig.java}. Elasticsearch pins the tiered floor at 2 MB,
 * where Lucene 10.2+ would default to 16 MB.
 */
public enum MergePolicyChoice implements Named {
    /** Elasticsearch's default: floor 2 MB, 10 per tier, 10 at once, max merged 5 GB, 20% deletes allowed. */
    TIERED {
        @Override
        public MergePolicy create() {
            TieredMergePolicy policy = new TieredMergePolicy();
            policy.setFloorSegmentMB(2);
            policy.setSegmentsPerTier(10);
            policy.setMaxMergeAtOnce(10);
            policy.setMaxMergedSegmentMB(5 * 1024);
            policy.setDeletesPctAllowed(20);
            return compoundUpTo1Gb(policy);
        }
    },
    /** What Elasticsearch uses for indices with {@code @timestamp}: merge factor 32, min 2 MB, max 100 GB. */
    LOG_BYTE_SIZE {
        @Override
        public MergePolicy create() {
            LogByteSizeMergePolicy policy = new LogByteSizeMergePolicy();
            policy.setMergeFactor(32);
            policy.setMinMergeMB(2);
            policy.setMaxMergeMB(100 * 1024);
            return compoundUpTo1Gb(policy);
        }
    },
    /** No merging at all: every flushed segment stays. */
    NONE {
        @Override
        public MergePolicy create() {
            return NoMergePolicy.INSTANCE;
        }
    };

    public abstract MergePolicy create();

    /** Elasticsearch's {@code index.compound_format} default of 1gb: every segment up to 1 GB is a compound file (inferred). */
    private static MergePolicy compoundUpTo1Gb(MergePolicy policy) {
        policy.setNoCFSRatio(1.0);
        policy.setMaxCFSSegmentSizeMB(1024);
        return policy;
    }
}
