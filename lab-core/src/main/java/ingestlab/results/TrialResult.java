package ingestlab.results;

import ingestlab.metrics.Observations;
import ingestlab.settings.ExperimentSpec;
import java.time.Instant;

/**
 * One trial's outcome: the spec it ran, what it measured (null if it failed), where, and whether it succeeded.
 *
 * @param error why the trial failed, or null
 * @param indexChecked whether Lucene's CheckIndex ran on every shard ({@code --check-index}); if it found one broken,
 *     the trial failed and {@code error} says where
 * @param span its measured span ({@link TrialSpan}); null where unknown (its columns are then empty)
 */
public record TrialResult(ExperimentSpec spec, TrialRun run, Instant startedAt, Observations observations,
                          Environment environment, String error, boolean indexChecked, TrialSpan span) {
    /** A trial whose index Lucene's CheckIndex did not check. */
    public TrialResult(ExperimentSpec spec, TrialRun run, Instant startedAt, Observations observations,
                       Environment environment, String error) {
        this(spec, run, startedAt, observations, environment, error, false, null);
    }

    public int trial() {
        return run.trial();
    }

    public boolean ok() {
        return error == null;
    }

    /** The status of a trial that ended well. */
    public static final String OK = "ok";
    /** The status of a trial that did not. */
    public static final String FAILED = "failed";

    /** {@code ok}, or {@code failed}. */
    public String status() {
        return ok() ? OK : FAILED;
    }
}
