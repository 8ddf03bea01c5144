package ingestlab.sweep;

import java.util.List;

/**
 * Two trials a duet runs at the same time, each in its JVM on its half of the CPUs: a baseline's and a contender's
 * of one round (an A/A duet runs one config on both sides). Its paired effect is the ratio of its two trials.
 *
 * @param id what its two rows share in {@code duet_pair} (with their run id): the round, {@code w} first for a
 *     warm-up one, then the contender's number, as {@code 3-1}; the same in every partition and on resume
 * @param swapped whether the contender takes the first half of the CPUs (the halves swap every round)
 */
public record DuetPair(String id, PlannedTrial baseline, PlannedTrial contender, boolean swapped) {
    /** Its two trials by half: the one on the first half of the CPUs, then the one on the second. */
    public List<PlannedTrial> byHalf() {
        return swapped ? List.of(contender, baseline) : List.of(baseline, contender);
    }

    /** What {@link DuetRunner#alreadyDone} finds in the output once both its rows are there. */
    String key() {
        return key(id, baseline.config().hash(), contender.config().hash());
    }

    static String key(String id, String hash, String otherHash) {
        return id + "/" + (hash.compareTo(otherHash) <= 0 ? hash + "/" + otherHash : otherHash + "/" + hash);
    }
}
