package ingestlab.sweep;

import ingestlab.results.TrialSpan;

/**
 * How a duet pair ended: each trial's outcome and how much their measured spans overlapped.
 *
 * @param overlap the pair's overlap ({@link TrialSpan#pairOverlap}), NaN if a span is unknown
 * @param stopped whether the pair was stopped (Ctrl-C) and not recorded
 */
public record DuetOutcome(TrialOutcome baseline, TrialOutcome contender, double overlap, boolean stopped) {
    /** A pair whose trials did not run together for most of their time (or whose overlap is unknown). */
    public boolean flagged() {
        return !(overlap >= TrialSpan.MIN_PAIR_OVERLAP);
    }
}
