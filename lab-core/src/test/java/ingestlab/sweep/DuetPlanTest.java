package ingestlab.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A duet's pairs: the baseline with each contender in turn, halves swapped every round, ids stable. */
class DuetPlanTest {
    /** {@code n} configs told apart by their document counts. */
    private static List<SweepConfig> configs(int n) {
        return IntStream.range(0, n).mapToObj(i -> new SweepConfig("c" + i, Map.of(),
                LabSettings.defaults().set(ClientSettings.DOCS, 1000 + i).build())).toList();
    }

    @Test
    void twoConfigsRunOnePairPerRoundWarmUpsFirstHalvesSwappedEveryRound() {
        List<SweepConfig> configs = configs(2);
        List<DuetPair> pairs = DuetPlan.of(configs, 1, 4, 42);
        assertThat(pairs).extracting(DuetPair::id).containsExactly("w1-1", "1-1", "2-1", "3-1", "4-1");
        assertThat(pairs).allMatch(p -> p.baseline().config() == configs.get(0)
                && p.contender().config() == configs.get(1) && p.baseline().trial() == p.contender().trial()
                && p.baseline().warmup() == p.id().startsWith("w"));
        assertThat(pairs).extracting(DuetPair::swapped).containsExactly(false, true, false, true, false);
        assertThat(pairs.get(1).byHalf()).containsExactly(pairs.get(1).contender(), pairs.get(1).baseline());
        assertThat(pairs.stream().flatMap(p -> p.byHalf().stream()).map(PlannedTrial::order).sorted())
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 10).boxed().toList());
        // each config has each half as often over an even number of rounds
        long baselineFirst = pairs.subList(1, 5).stream().filter(p -> p.byHalf().get(0) == p.baseline()).count();
        assertThat(baselineFirst).isEqualTo(2);
    }

    @Test
    void theBaselineMeetsEveryContenderEachRoundInASeededShuffle() {
        List<SweepConfig> configs = configs(4);
        List<DuetPair> pairs = DuetPlan.of(configs, 0, 3, 7);
        assertThat(pairs).hasSize(9).allMatch(p -> p.baseline().config() == configs.get(0));
        for (int round = 0; round < 3; round++) {
            List<DuetPair> block = pairs.subList(round * 3, round * 3 + 3);
            assertThat(block).extracting(p -> p.contender().config())
                    .containsExactlyInAnyOrderElementsOf(configs.subList(1, 4));
            int trial = round + 1;
            assertThat(block).allMatch(p -> p.baseline().trial() == trial && p.swapped() == (trial % 2 == 0));
            // the id names the contender, whatever the shuffle
            assertThat(block).allMatch(p -> p.id().equals(trial + "-" + configs.indexOf(p.contender().config())));
        }
        assertThat(DuetPlan.of(configs, 0, 3, 7)).isEqualTo(pairs);
        assertThat(pairs).extracting(DuetPair::key).doesNotHaveDuplicates();
    }

    @Test
    void oneConfigIsAnAaDuetAgainstItself() {
        List<SweepConfig> configs = configs(1);
        List<DuetPair> pairs = DuetPlan.of(configs, 0, 2, 1);
        assertThat(pairs).extracting(DuetPair::id).containsExactly("1-1", "2-1");
        assertThat(pairs).allMatch(p -> p.baseline().config() == p.contender().config()
                && p.baseline().order() != p.contender().order());
    }

    @Test
    void aPartitionTakesWholePairs() {
        List<DuetPair> pairs = DuetPlan.of(configs(3), 0, 3, 5);
        List<DuetPair> first = SweepPlan.partition(pairs, new SweepPlan.Slice(1, 2));
        List<DuetPair> second = SweepPlan.partition(pairs, new SweepPlan.Slice(2, 2));
        assertThat(first).hasSize(3);
        assertThat(second).hasSize(3);
        List<DuetPair> both = new ArrayList<>(first);
        both.addAll(second);
        assertThat(both).containsExactlyInAnyOrderElementsOf(pairs);
    }
}
