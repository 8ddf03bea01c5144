package ingestlab.mapping;

import static ingestlab.settings.Scope.NODE;

import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingValues;

/**
 * A calibration aid, not a tuning factor: a fixed amount of CPU work added to every document on its way into the
 * index, so that a measurement design can be checked against an effect of known size (a positive control). The work
 * is a hash loop of a set number of rounds over the document's id, done where the document is built, so the lab's
 * clients and the bare IndexWriter loop of {@code lab calibrate} pay it alike; the bare loop, with and without it,
 * gives the CPU per document it adds, from which the expected docs/s ratio follows.
 *
 * @param rounds hash rounds per document; 0 adds nothing
 */
public record CalibrationCost(long rounds) {
    /** At most this many rounds: about a millisecond of CPU a document, far past any effect a control needs. */
    static final long MAX_ROUNDS = 2_000_000;
    private static final long MIX = 0x9E3779B97F4A7C15L; // the golden-ratio increment of SplitMix64

    // Added after config_hash was fixed: hashed only when given, so older rows keep their hash.
    public static final Setting<Long> CALIBRATION_COST = Setting.of("calibration_cost", NODE, Parsers::wholeNumber)
            .label("ROUNDS").defaultText("0").hashedOnlyWhenGiven()
            .bound(n -> n >= 0 && n <= MAX_ROUNDS, "is not allowed (0 to " + MAX_ROUNDS + " hash rounds a document)")
            .describe("A calibration aid, not a tuning factor: hash rounds of CPU work added to every document as it "
                    + "is built (a known cost, for checking that a design recovers an effect of known size; lab "
                    + "calibrate's bare loop measures what it adds per document); 0 = none.")
            .build();

    /** What a blackhole keeps: a value no hash of this loop returns in practice, compared so the loop stays. */
    private static volatile long sink;

    public CalibrationCost {
        if (rounds < 0) {
            throw new IllegalArgumentException("calibration cost must be 0 or more rounds: " + rounds);
        }
    }

    /** The cost a spec asks for. */
    public static CalibrationCost from(SettingValues values) {
        return new CalibrationCost(values.get(CALIBRATION_COST));
    }

    /** No added cost. */
    public static final CalibrationCost NONE = new CalibrationCost(0);

    /**
     * Runs the rounds over {@code seed} and returns the hash: deterministic, the same for the same seed and rounds on
     * every run. The result is compared with a value it never takes in practice, so the JIT cannot drop the loop.
     */
    public long spend(long seed) {
        long h = seed;
        for (long i = 0; i < rounds; i++) {
            h = (h ^ (h >>> 31)) * MIX + i; // a multiply and a shift a round: a steady, data-dependent cost
        }
        if (h == Long.MIN_VALUE) {
            sink = h;
        }
        return h;
    }
}
