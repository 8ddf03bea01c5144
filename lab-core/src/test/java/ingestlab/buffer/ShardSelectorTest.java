package ingestlab.buffer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ShardSelectorTest {
    private final List<String> log = new ArrayList<>();

    private List<ShardUsage> usages(long... used) {
        List<ShardUsage> list = new ArrayList<>();
        for (int i = 0; i < used.length; i++) {
            list.add(new ShardUsage(new FakeShard(i, used[i], log), used[i]));
        }
        return list;
    }

    private static List<Integer> ids(List<ShardUsage> usages) {
        return usages.stream().map(u -> u.shard().id()).toList();
    }

    @Test
    void largestPicksByUsageDescendingWithTiesByLowerId() {
        List<ShardUsage> list = usages(10, 50, 30, 50, 5);
        ShardSelector.LARGEST.order(list, 2, new Random(1));
        assertThat(ids(list)).containsExactly(1, 3, 2, 0, 4);
    }

    @Test
    void roundRobinStartsAtLowestIdBeforeAnyPick() {
        List<ShardUsage> list = usages(10, 50, 30, 50, 5);
        java.util.Collections.reverse(list);
        ShardSelector.ROUND_ROBIN.order(list, null, new Random(1));
        assertThat(ids(list)).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void roundRobinStartsAfterTheLastShardPicked() {
        List<ShardUsage> list = usages(10, 50, 30, 50, 5);
        ShardSelector.ROUND_ROBIN.order(list, 2, new Random(1));
        assertThat(ids(list)).containsExactly(3, 4, 0, 1, 2);
    }

    @Test
    void roundRobinWrapsWhenTheLastShardHadTheHighestId() {
        List<ShardUsage> list = usages(10, 50, 30);
        ShardSelector.ROUND_ROBIN.order(list, 2, new Random(1));
        assertThat(ids(list)).containsExactly(0, 1, 2);
    }

    @Test
    void roundRobinSkipsToTheNextCandidateWhenTheNextIdHasNoBuffer() {
        // Shard 3 has nothing buffered, so it is not a candidate; after shard 2 comes shard 4.
        List<ShardUsage> list = new ArrayList<>(usages(10, 50, 30, 0, 5));
        list.removeIf(u -> u.bytesUsed() == 0);
        ShardSelector.ROUND_ROBIN.order(list, 2, new Random(1));
        assertThat(ids(list)).containsExactly(4, 0, 1, 2);
    }

    @Test
    void randomIsASeededPermutation() {
        List<ShardUsage> a = usages(1, 2, 3, 4, 5, 6, 7, 8);
        List<ShardUsage> b = usages(8, 7, 6, 5, 4, 3, 2, 1);
        java.util.Collections.reverse(b);
        ShardSelector.RANDOM.order(a, null, new Random(7));
        ShardSelector.RANDOM.order(b, null, new Random(7));
        assertThat(ids(a)).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        assertThat(ids(a)).as("same seed, same candidates in any input order -> same pick order").isEqualTo(ids(b));

        List<List<Integer>> orders = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 5; i++) {
            List<ShardUsage> c = usages(1, 2, 3, 4, 5, 6, 7, 8);
            ShardSelector.RANDOM.order(c, null, random);
            orders.add(ids(c));
        }
        assertThat(orders.stream().distinct().count()).as("successive checks draw different orders").isGreaterThan(1);
    }
}
