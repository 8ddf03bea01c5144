package ingestlab.sweep;

import ingestlab.util.RandomizedBlocks;
import java.util.ArrayList;
import java.util.List;

/**
 * The order a sweep runs its trials in: seeded, randomised blocks ({@link RandomizedBlocks}), every config once per
 * round, warm-up rounds first.
 */
public final class SweepPlan {
    private SweepPlan() {}

    public static List<PlannedTrial> of(List<SweepConfig> configs, int warmups, int trials, long seed) {
        List<PlannedTrial> plan = new ArrayList<>();
        List<List<SweepConfig>> rounds = RandomizedBlocks.of(configs, warmups + trials, seed);
        for (int round = 1; round <= rounds.size(); round++) {
            boolean warmup = round <= warmups;
            int trial = warmup ? round : round - warmups;
            for (SweepConfig config : rounds.get(round - 1)) {
                plan.add(new PlannedTrial(config, trial, warmup, plan.size() + 1));
            }
        }
        return plan;
    }

    /** Slice K of N, as {@code --partition K/N} gives it. */
    public record Slice(int k, int n) {
        public Slice {
            if (n < 1 || k < 1 || k > n) {
                throw new IllegalArgumentException("'" + k + "/" + n + "' is not a slice K/N with 1 <= K <= N "
                        + "(for example 2/4)");
            }
        }

        /** Parses {@code K/N}. */
        public static Slice parse(String text) {
            String[] parts = text == null ? new String[0] : text.split("/");
            try {
                if (parts.length == 2) {
                    return new Slice(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("'" + text + "' is not a slice K/N with 1 <= K <= N (for example 2/4)");
        }

        @Override
        public String toString() {
            return k + "/" + n;
        }
    }

    /**
     * Slice {@code k} of {@code n} (1-based): every n-th trial of the plan, so each slice gets every config; of a
     * duet's plan, every n-th pair ({@link DuetPlan}), so a pair is never split.
     */
    public static <T> List<T> partition(List<T> plan, Slice slice) {
        List<T> trials = new ArrayList<>();
        for (int i = slice.k() - 1; i < plan.size(); i += slice.n()) {
            trials.add(plan.get(i));
        }
        return trials;
    }
}
