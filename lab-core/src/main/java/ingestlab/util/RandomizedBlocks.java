package ingestlab.util;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Seeded randomised blocks, the run order of every comparison the lab makes: each round runs every item once, in a
 * shuffled order of its own, so a machine that drifts over the run (a 25% drift from first to last was measured here
 * with a fixed order) slows every item alike instead of favouring the first.
 */
public final class RandomizedBlocks {
    private RandomizedBlocks() {}

    /** {@code rounds} rounds, each holding every item once, shuffled by one {@code Random(seed)} in turn. */
    public static <T> List<List<T>> of(List<T> items, int rounds, long seed) {
        Random random = new Random(seed);
        List<List<T>> blocks = new ArrayList<>(rounds);
        for (int round = 0; round < rounds; round++) {
            List<T> shuffled = new ArrayList<>(items);
            Collections.shuffle(shuffled, random);
            blocks.add(List.copyOf(shuffled));
        }
        return blocks;
    }
}
