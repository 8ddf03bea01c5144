package ingestlab.results;

import ingestlab.metrics.Observations;
import ingestlab.spec.ExperimentSpec;
import java.time.Instant;

/**
 * One trial's outcome: the spec it ran, what it measured (null if it failed), where, and whether it succeeded.
 *
 * @param error why the trial failed, or null
 */
public record TrialResult(ExperimentSpec spec, TrialRun run, Instant startedAt, Observations observations,
                          Environment environment, String error) {

    public int trial() {
        return run.trial();
    }

    public boolean ok() {
        return error == null;
    }

    /** The status of a trial that ended well. */
    public static final String OK = "ok";

    /** {@code ok}, or {@code failed}. */
    public String status() {
        return ok() ? OK : "failed";
    }
}
