package ingestlab.sweep;

import java.io.IOException;

/** Runs one planned trial and appends its row (and timeline) to the sweep's files; a failed trial is a row too. */
public interface TrialLauncher {
    TrialOutcome launch(PlannedTrial trial, String runId) throws IOException, InterruptedException;

    /** Stops the trial running now, if any (Ctrl-C); it will not be recorded and runs again on resume. */
    default void abort() {}
}
