package ingestlab.buffer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShardSelectorTest {
    private final List<String> log = new ArrayList<>();

    private List<ShardUsage> usages(long... used) {
        List<ShardUsage> list = new ArrayList<>();
        for (int i = 0; i < used.length; i++) {
            list.add(new ShardUsage(new FakeShard(i, used[i], log), used[i]));
        }
        return list;
    }

    /** Candidates written {@code id:used}, in the order the controller hands them over. */
    private List<ShardUsage> candidates(String shards) {
        List<ShardUsage> list = new ArrayList<>();
        for (String shard : shards.split(" ")) {
            String[] idAndUsed = shard.split(":");
            long used = Long.parseLong(idAndUsed[1]);
            list.add(new ShardUsage(new FakeShard(Integer.parseInt(idAndUsed[0]), used, log), used));
        }
        return list;
    }

    private static List<Integer> ids(List<ShardUsage> usages) {
        return usages.stream().map(u -> u.shard().id()).toList();
    }

    /** Each selector's pick order for some candidates, given the shard the previous check picked last. */
    @ParameterizedTest(name = "{0} of [{1}] after {2}: {3}")
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        // by usage, descending; ties go to the lower id
        "LARGEST     | 0:10 1:50 2:30 3:50 4:5 | 2    | 1 3 2 0 4",
        // the lowest id first before any pick
        "ROUND_ROBIN | 4:5 3:50 2:30 1:50 0:10 | none | 0 1 2 3 4",
        // the first id above the last pick, wrapping around
        "ROUND_ROBIN | 0:10 1:50 2:30 3:50 4:5 | 2    | 3 4 0 1 2",
        "ROUND_ROBIN | 0:10 1:50 2:30          | 2    | 0 1 2",
        // shard 3 has nothing buffered, so it is no candidate: after shard 2 comes shard 4
        "ROUND_ROBIN | 0:10 1:50 2:30 4:5      | 2    | 4 0 1 2",
        // round-robin after shard 2 gives 3 4 0 1 2; 4 (5) and 0 (10) hold under half of the largest (50): they wait
        "LARGE_ROUND_ROBIN | 0:10 1:50 2:30 3:50 4:5 | 2    | 3 1 2 4 0",
        // exactly half of the largest is large: 0 (25 of 50) keeps its round-robin place
        "LARGE_ROUND_ROBIN | 0:25 1:50 2:24        | none | 0 1 2",
        // all alike: plain round-robin
        "LARGE_ROUND_ROBIN | 0:40 1:40 2:40        | 0    | 1 2 0"})
    void ordersCandidates(ShardSelector selector, String shards, Integer lastPicked, String expected) {
        List<ShardUsage> list = candidates(shards.strip());
        selector.order(list, lastPicked, new Random(1));
        assertThat(ids(list)).isEqualTo(Arrays.stream(expected.split(" ")).map(Integer::valueOf).toList());
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
