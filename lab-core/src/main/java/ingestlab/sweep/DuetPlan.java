package ingestlab.sweep;

import ingestlab.util.RandomizedBlocks;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The pairs a duet sweep runs: the first config is the baseline, and each round pairs it with every other config
 * (the contenders) in turn, in a seeded shuffle of its own ({@link RandomizedBlocks}), warm-up rounds first. A sweep
 * of two configs runs one pair per round; a sweep of one runs it against itself (an A/A duet, for the noise floor).
 * The baseline takes the first half of the CPUs in odd rounds and the second in even ones.
 */
public final class DuetPlan {
    private DuetPlan() {}

    public static List<DuetPair> of(List<SweepConfig> configs, int warmups, int trials, long seed) {
        if (configs.isEmpty()) {
            throw new IllegalArgumentException("a duet needs a config to run");
        }
        SweepConfig baseline = configs.getFirst();
        List<SweepConfig> contenders = configs.size() == 1 ? configs : configs.subList(1, configs.size());
        List<Integer> numbers = IntStream.rangeClosed(1, contenders.size()).boxed().toList();
        List<List<Integer>> rounds = RandomizedBlocks.of(numbers, warmups + trials, seed);
        List<DuetPair> pairs = new ArrayList<>();
        int order = 0;
        for (int round = 1; round <= rounds.size(); round++) {
            boolean warmup = round <= warmups;
            int trial = warmup ? round : round - warmups;
            for (int number : rounds.get(round - 1)) {
                String id = (warmup ? "w" : "") + trial + "-" + number;
                pairs.add(new DuetPair(id, new PlannedTrial(baseline, trial, warmup, ++order),
                        new PlannedTrial(contenders.get(number - 1), trial, warmup, ++order), round % 2 == 0));
            }
        }
        return pairs;
    }

    /** The pairs' trials in run order, each pair's baseline first: what a sweep's plan and progress count. */
    public static List<PlannedTrial> trials(List<DuetPair> pairs) {
        return pairs.stream().flatMap(pair -> Stream.of(pair.baseline(), pair.contender())).toList();
    }
}
