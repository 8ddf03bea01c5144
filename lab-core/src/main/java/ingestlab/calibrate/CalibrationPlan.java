package ingestlab.calibrate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order calibration runs in: interleaved rounds, each running every variant once in a seeded shuffled order of
 * its own, so a machine that slows down over the run (other builds starting) slows every variant alike instead of
 * the one that happens to run last, as {@code lab sweep}'s randomised blocks do.
 */
public final class CalibrationPlan {
    /** One run: its round (1..R), the variant, and its position in the whole order (1..R x variants). */
    public record Slot(int round, Variant variant, int order) {}

    private CalibrationPlan() {}

    public static List<Slot> of(List<Variant> variants, int rounds, long seed) {
        if (rounds < 1) {
            throw new IllegalArgumentException("'" + rounds + "' rounds is not allowed (must be at least 1)");
        }
        Random random = new Random(seed);
        List<Slot> slots = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            List<Variant> shuffled = new ArrayList<>(variants);
            Collections.shuffle(shuffled, random);
            for (Variant variant : shuffled) {
                slots.add(new Slot(round, variant, slots.size() + 1));
            }
        }
        return slots;
    }
}
