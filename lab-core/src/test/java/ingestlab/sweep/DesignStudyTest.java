package ingestlab.sweep;

import ingestlab.load.ClientSettings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.results.Design;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A design study's plan: every design in every round, round r is trial r, a seeded order, duet halves swapped. */
class DesignStudyTest {
    private static final int ROUNDS = 8;

    /** Each design's own configs (as expanded for its CPUs), told apart by their document counts. */
    private static Map<Design, List<SweepConfig>> configs() {
        Map<Design, List<SweepConfig>> configs = new EnumMap<>(Design.class);
        for (Design design : Design.values()) {
            configs.put(design, IntStream.range(0, 2).mapToObj(i -> new SweepConfig(design.key() + i, Map.of(),
                    LabSettings.defaults().set(ClientSettings.DOCS, 1000 + 10 * design.ordinal() + i).build()))
                    .toList());
        }
        return configs;
    }

    @Test
    void everyRoundHoldsEveryDesignAndEachDesignsTrialsOfThatRound() {
        Map<Design, List<SweepConfig>> configs = configs();
        DesignStudy study = DesignStudy.of(configs, ROUNDS, 42);
        assertThat(study.rounds()).extracting(DesignStudy.Round::number)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, ROUNDS).boxed().toList());
        for (DesignStudy.Round round : study.rounds()) {
            int r = round.number();
            assertThat(round.order()).containsExactlyInAnyOrder(Design.values());
            for (Design design : List.of(Design.SEQUENTIAL, Design.PINNED)) {
                List<PlannedTrial> trials = round.trials().get(design);
                assertThat(trials).extracting(PlannedTrial::config)
                        .containsExactlyInAnyOrderElementsOf(configs.get(design));
                assertThat(trials).allMatch(t -> t.trial() == r && !t.warmup());
            }
            assertThat(round.trials()).doesNotContainKey(Design.DUET);
            // one pair a round: the baseline against the other config, both this round's trial, on swapped halves
            assertThat(round.pairs()).singleElement().satisfies(pair -> {
                assertThat(pair.baseline().trial()).isEqualTo(r);
                assertThat(pair.contender().trial()).isEqualTo(r);
                assertThat(pair.baseline().config()).isEqualTo(configs.get(Design.DUET).get(0));
                assertThat(pair.contender().config()).isEqualTo(configs.get(Design.DUET).get(1));
                assertThat(pair.swapped()).as("round %d", r).isEqualTo(r % 2 == 0);
            });
        }
    }

    @Test
    void theOrderIsSeeded() {
        Map<Design, List<SweepConfig>> configs = configs();
        DesignStudy study = DesignStudy.of(configs, ROUNDS, 42);
        assertThat(DesignStudy.of(configs, ROUNDS, 42)).isEqualTo(study);
        List<List<Design>> orders = study.rounds().stream().map(DesignStudy.Round::order).toList();
        assertThat(DesignStudy.of(configs, ROUNDS, 43).rounds()).extracting(DesignStudy.Round::order)
                .isNotEqualTo(orders);
        assertThat(orders).as("shuffled, not one fixed order").hasSizeGreaterThan(1)
                .anyMatch(order -> !order.equals(orders.getFirst()));
    }

    @Test
    void aStudyOfOneDesignOrNoRoundIsAsGivenOrRefused() {
        Map<Design, List<SweepConfig>> pinnedOnly = Map.of(Design.PINNED, configs().get(Design.PINNED));
        DesignStudy study = DesignStudy.of(pinnedOnly, 2, 1);
        assertThat(study.rounds()).allMatch(r -> r.order().equals(List.of(Design.PINNED)) && r.pairs().isEmpty());
        assertThatThrownBy(() -> DesignStudy.of(configs(), 0, 1)).hasMessageContaining("'0' rounds");
        assertThatThrownBy(() -> DesignStudy.of(Map.of(), 1, 1)).hasMessageContaining("at least one design");
    }
}
