package ingestlab.calibrate;

import ingestlab.util.RandomizedBlocks;
import java.util.ArrayList;
import java.util.List;

/**
 * The order calibration runs in: interleaved rounds, each running every variant once in a seeded shuffled order of
 * its own, so a machine that slows down over the run (other builds starting) slows every variant alike instead of
 * the one that happens to run last ({@link RandomizedBlocks}, as {@code lab sweep} orders its trials).
 */
public final class CalibrationPlan {
    /** One run: its round (1..R), the variant, and its position in the whole order (1..R x variants). */
    public record Slot(int round, Variant variant, int order) {}

    private CalibrationPlan() {}

    public static List<Slot> of(List<Variant> variants, int rounds, long seed) {
        if (rounds < 1) {
            throw new IllegalArgumentException("'" + rounds + "' rounds is not allowed (must be at least 1)");
        }
        List<Slot> slots = new ArrayList<>();
        List<List<Variant>> blocks = RandomizedBlocks.of(variants, rounds, seed);
        for (int round = 1; round <= rounds; round++) {
            for (Variant variant : blocks.get(round - 1)) {
                slots.add(new Slot(round, variant, slots.size() + 1));
            }
        }
        return slots;
    }
}
