package ingestlab.results;

/**
 * Which trial of which invocation a row is.
 *
 * @param runId one per invocation of {@code lab run} or {@code lab sweep}
 * @param trial 1..N for its configuration
 * @param warmup a warm-up trial: recorded, and left out of summaries
 * @param order its position in the invocation's (seeded, shuffled) order, from 1
 */
public record TrialRun(String runId, int trial, boolean warmup, int order) {
    /** A trial of {@code lab run}, where trials run in order and none is a warm-up. */
    public static TrialRun of(String runId, int trial) {
        return new TrialRun(runId, trial, false, trial);
    }
}
