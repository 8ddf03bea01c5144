package ingestlab.writer;

import static ingestlab.writer.MergePolicySettings.mb;

import ingestlab.settings.Setting;
import ingestlab.util.Named;
import java.util.List;
import org.apache.lucene.index.LogByteSizeMergePolicy;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.TieredMergePolicy;

/**
 * The merge policy of each shard ({@code --merge-policy}), configured as Elasticsearch configures it from its
 * {@code index.merge.policy.*} settings ({@link MergePolicySettings}).
 *
 * <p>Source: Elasticsearch {@code server/src/main/java/org/elasticsearch/index/MergePolicyConfig.java}. Elasticsearch
 * pins the tiered floor at 2 MB, where Lucene 10.2+ would default to 16 MB.
 */
public enum MergePolicyChoice implements Named {
    /** Elasticsearch's default: floor 2 MB, 10 per tier, 10 at once, max merged 5 GB, 20% deletes allowed. */
    TIERED {
        @Override
        public List<Setting<?>> parameters() {
            return List.of(MergePolicySettings.FLOOR_SEGMENT, MergePolicySettings.MAX_MERGED_SEGMENT,
                    MergePolicySettings.SEGMENTS_PER_TIER, MergePolicySettings.MAX_MERGE_AT_ONCE,
                    MergePolicySettings.DELETES_PCT_ALLOWED);
        }

        @Override
        public MergePolicy create(MergePolicySettings p) {
            TieredMergePolicy policy = new TieredMergePolicy();
            policy.setFloorSegmentMB(mb(p.floorSegment()));
            policy.setSegmentsPerTier(p.segmentsPerTier());
            policy.setMaxMergeAtOnce(maxMergeAtOnce(p.maxMergeAtOnce(), p.segmentsPerTier()));
            policy.setMaxMergedSegmentMB(mb(p.maxMergedSegment()));
            policy.setDeletesPctAllowed(p.deletesPctAllowed());
            return compoundUpTo1Gb(policy);
        }
    },
    /** What Elasticsearch uses for indices with {@code @timestamp}: merge factor 32, min 2 MB, max 100 GB. */
    LOG_BYTE_SIZE {
        @Override
        public List<Setting<?>> parameters() {
            return List.of(MergePolicySettings.FLOOR_SEGMENT, MergePolicySettings.MAX_MERGED_SEGMENT,
                    MergePolicySettings.MERGE_FACTOR);
        }

        @Override
        public MergePolicy create(MergePolicySettings p) {
            LogByteSizeMergePolicy policy = new LogByteSizeMergePolicy();
            policy.setMergeFactor(p.mergeFactor());
            policy.setMinMergeMB(mb(p.floorSegment()));
            policy.setMaxMergeMB(mb(p.maxMergedSegment()));
            return compoundUpTo1Gb(policy);
        }
    },
    /** No merging at all: every flushed segment stays. */
    NONE {
        @Override
        public List<Setting<?>> parameters() {
            return List.of();
        }

        @Override
        public MergePolicy create(MergePolicySettings p) {
            return NoMergePolicy.INSTANCE;
        }
    };

    /** The {@link MergePolicySettings} this policy takes; the others have no value with it. */
    public abstract List<Setting<?>> parameters();

    /** The policy, configured with {@code parameters} (those it takes are not null). */
    public abstract MergePolicy create(MergePolicySettings parameters);

    /**
     * Elasticsearch's {@code MergePolicyConfig#adjustMaxMergeAtOnceIfNeeded}: fewer segments per tier than merged at
     * once lowers the merges to the tier's size, at least 2.
     */
    static int maxMergeAtOnce(int maxMergeAtOnce, double segmentsPerTier) {
        return segmentsPerTier < maxMergeAtOnce ? Math.max(2, (int) segmentsPerTier) : maxMergeAtOnce;
    }

    /** Elasticsearch's {@code index.compound_format} default of 1gb: every segment up to 1 GB is a compound file (inferred). */
    private static MergePolicy compoundUpTo1Gb(MergePolicy policy) {
        policy.setNoCFSRatio(1.0);
        policy.setMaxCFSSegmentSizeMB(1024);
        return policy;
    }
}
