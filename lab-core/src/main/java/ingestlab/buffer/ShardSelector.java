package ingestlab.buffer;

import ingestlab.util.Named;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * The order in which an over-budget controller picks shards to reclaim ({@code --selector}).
 *
 * <p>Source: Elasticsearch {@code IndexingMemoryController.ShardsIndicesStatusChecker#runUnlocked} (8.11+, round-robin)
 * and its 8.10 predecessor (a priority queue, largest first); random was the baseline measured in PR #94607.
 */
public enum ShardSelector implements Named {
    /** Up to 8.10: the shard using the most buffer first. Ties go to the lower id, so the order is deterministic. */
    LARGEST {
        @Override
        void order(List<ShardUsage> candidates, Integer lastShardId, Random random) {
            candidates.sort(Comparator.comparingLong(ShardUsage::bytesUsed).reversed()
                    .thenComparingInt(u -> u.shard().id()));
        }
    },
    /** A seeded shuffle; PR #94607 found it much better than largest-first and nearly as good as round-robin. */
    RANDOM {
        @Override
        void order(List<ShardUsage> candidates, Integer lastShardId, Random random) {
            candidates.sort(BY_ID);
            Collections.shuffle(candidates, random);
        }
    },
    /** 8.11+: sorted by shard id, rotated to start at the first shard whose id is greater than the last one written. */
    ROUND_ROBIN {
        @Override
        void order(List<ShardUsage> candidates, Integer lastShardId, Random random) {
            candidates.sort(BY_ID);
            if (lastShardId != null) {
                int next = 0;
                while (next < candidates.size() && candidates.get(next).shard().id() <= lastShardId) {
                    next++;
                }
                Collections.rotate(candidates, -next);
            }
        }
    },
    /**
     * The lab's own order, in no Elasticsearch version (issue 42's candidate): round-robin as 8.11+, but the shards
     * holding less than 1/{@link #LARGE_DIVISOR} of the largest candidate's buffer wait behind the others. Under
     * next-buffer, round-robin writes a slow shard's small segment as soon as its turn comes, and small segments are
     * what the merge policy merges first; this keeps round-robin's fairness among the shards that hold a segment worth
     * writing, and reaches the small ones only when writing the large ones has not brought the node within budget.
     */
    LARGE_ROUND_ROBIN {
        @Override
        void order(List<ShardUsage> candidates, Integer lastShardId, Random random) {
            ROUND_ROBIN.order(candidates, lastShardId, random);
            long largest = candidates.stream().mapToLong(ShardUsage::bytesUsed).max().orElse(0);
            // A stable sort keeps the round-robin order within the large shards and within the small ones.
            candidates.sort(Comparator.comparing(u -> u.bytesUsed() * LARGE_DIVISOR < largest));
        }
    };

    /** A candidate holding at least 1/this of the largest candidate's buffer is large (integral: sizes compare exactly). */
    static final long LARGE_DIVISOR = 2;

    private static final Comparator<ShardUsage> BY_ID = Comparator.comparingInt(u -> u.shard().id());

    /**
     * Puts the candidates in the order they are to be picked.
     *
     * @param lastShardId the id of the last shard picked by an earlier check, or null before the first pick
     */
    abstract void order(List<ShardUsage> candidates, Integer lastShardId, Random random);
}
