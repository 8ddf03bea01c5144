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
    };

    private static final Comparator<ShardUsage> BY_ID = Comparator.comparingInt(u -> u.shard().id());

    /**
     * Puts the candidates in the order they are to be picked.
     *
     * @param lastShardId the id of the last shard picked by an earlier check, or null before the first pick
     */
    abstract void order(List<ShardUsage> candidates, Integer lastShardId, Random random);
}
