package ingestlab.sweep;

import ingestlab.results.Design;
import ingestlab.util.RandomizedBlocks;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The plan of a design study: rounds, each holding every design under study, in a seeded shuffled order of its own,
 * so that the machine's drift over the hours falls on every design alike (randomized multiple interleaved trials:
 * Abedi and Brecht, ICPE 2017). Within its turn a design runs its own round of the configs: sequential and pinned
 * every config once, in a seeded shuffle ({@link SweepPlan}); duet the first config against each other one
 * ({@link DuetPlan}). Round r of every design holds trial r of every config, so rows of different designs pair by
 * their {@code trial} column.
 *
 * @param rounds the rounds, in run order
 */
public record DesignStudy(List<Round> rounds) {
    public DesignStudy {
        rounds = List.copyOf(rounds);
    }

    /**
     * One round: the designs in their run order, and each design's trials of this round (a duet's as pairs).
     *
     * @param number 1..R
     */
    public record Round(int number, List<Design> order, Map<Design, List<PlannedTrial>> trials,
                        List<DuetPair> pairs) {
        public Round {
            order = List.copyOf(order);
            trials = Map.copyOf(trials);
            pairs = List.copyOf(pairs);
        }
    }

    /**
     * The sweep file's configs as each design will run them: settings sized from the CPU count resolve for the CPUs
     * the design's trials have (every CPU; {@code pinned}'s; a duet's half). Bad input throws {@link BadSweepInput}.
     */
    public static Map<Design, SweepConfigs> expand(Path file, Set<Design> designs, long heapBytes, Pinning pinned,
                                                   CpuHalves halves) {
        Map<Design, SweepConfigs> configs = new EnumMap<>(Design.class);
        for (Design design : designs) {
            Integer processors = switch (design) {
                case SEQUENTIAL -> null;
                case PINNED -> pinned.cpus().size();
                case DUET -> halves.first().cpus().size();
            };
            configs.put(design, SweepConfigs.expand(file, Map.of(), heapBytes, processors));
        }
        return configs;
    }

    /** {@link #of} over each design's expanded sweep ({@link #expand}). */
    public static DesignStudy planned(Map<Design, SweepConfigs> configs, int rounds, long seed) {
        Map<Design, List<SweepConfig>> byDesign = new EnumMap<>(Design.class);
        configs.forEach((design, expanded) -> byDesign.put(design, expanded.configs()));
        return of(byDesign, rounds, seed);
    }

    /**
     * @param configs each design's configs (the same sweep, expanded for the CPUs the design's trials have)
     * @param rounds rounds to plan
     * @param seed seeds the designs' order and each design's own order
     */
    public static DesignStudy of(Map<Design, List<SweepConfig>> configs, int rounds, long seed) {
        if (configs.isEmpty()) {
            throw new IllegalArgumentException("a design study needs at least one design");
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("'" + rounds + "' rounds is not allowed (must be at least 1)");
        }
        List<Design> designs = List.copyOf(configs.keySet());
        List<List<Design>> orders = RandomizedBlocks.of(designs, rounds, seed);
        Map<Design, List<PlannedTrial>> plans = new EnumMap<>(Design.class);
        List<DuetPair> duet = List.of();
        for (Design design : designs) {
            long own = seed + 1 + design.ordinal(); // each design's order its own stream, the same on every resume
            if (design == Design.DUET) {
                duet = DuetPlan.of(configs.get(design), 0, rounds, own);
            } else {
                plans.put(design, SweepPlan.of(configs.get(design), 0, rounds, own));
            }
        }
        List<Round> planned = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            int round = r;
            Map<Design, List<PlannedTrial>> trials = new EnumMap<>(Design.class);
            plans.forEach((design, plan) -> trials.put(design, plan.stream().filter(t -> t.trial() == round).toList()));
            planned.add(new Round(r, orders.get(r - 1), trials,
                    duet.stream().filter(pair -> pair.baseline().trial() == round).toList()));
        }
        return new DesignStudy(planned);
    }
}
