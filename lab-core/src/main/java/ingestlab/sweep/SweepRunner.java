package ingestlab.sweep;

import ingestlab.results.ResultFiles;
import ingestlab.results.TrialColumn;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a sweep's planned trials one after another through a {@link TrialLauncher}, skipping the ones already in the
 * output when resuming, and stopping between trials when asked to (Ctrl-C). Every finished trial is on disk before
 * the next starts.
 */
public final class SweepRunner {
    /** Told about each trial, for progress (and in a duet, about each pair once both its trials ended). */
    public interface Listener {
        default void started(int index, int total, PlannedTrial trial) {}

        default void finished(int index, int total, PlannedTrial trial, TrialOutcome outcome) {}

        default void pairFinished(DuetPair pair, DuetOutcome outcome) {}
    }

    /**
     * @param ran trials run now
     * @param skipped trials already in the output (resume)
     * @param stopped whether the sweep was stopped before its end
     * @param pairs duet pairs run now (0 for a sequential sweep)
     * @param flaggedPairs of those, the ones whose trials overlapped less than
     *     {@link ingestlab.results.TrialSpan#MIN_PAIR_OVERLAP}
     */
    public record Summary(int ran, int skipped, int failed, boolean stopped, int pairs, int flaggedPairs) {
        /** A sequential sweep's summary. */
        public Summary(int ran, int skipped, int failed, boolean stopped) {
            this(ran, skipped, failed, stopped, 0, 0);
        }
    }

    private volatile boolean stopRequested;

    /** Stops after the current trial is saved (the launcher may abort it, then it is not saved). */
    public void requestStop() {
        stopRequested = true;
    }

    public Summary run(List<PlannedTrial> plan, Set<String> done, String runId, TrialLauncher launcher,
                       Listener listener) throws IOException, InterruptedException {
        int ran = 0;
        int skipped = 0;
        int failed = 0;
        int index = 0;
        for (PlannedTrial trial : plan) {
            index++;
            if (done.contains(key(trial.config().hash(), trial.trial(), trial.warmup()))) {
                skipped++;
                continue;
            }
            if (stopRequested) {
                return new Summary(ran, skipped, failed, true);
            }
            listener.started(index, plan.size(), trial);
            TrialOutcome outcome = launcher.launch(trial, runId);
            if (stopRequested) {
                return new Summary(ran, skipped, failed, true);
            }
            ran++;
            if (!outcome.ok()) {
                failed++;
            }
            listener.finished(index, plan.size(), trial, outcome);
        }
        return new Summary(ran, skipped, failed, false);
    }

    /**
     * The (config, trial) pairs the output already holds. It is read through the lock {@code output} holds, taken
     * before this read ({@link ResultFiles#resume}), so two sweeps resuming one file cannot both find a trial missing.
     */
    public static Set<String> alreadyDone(ResultFiles output) throws IOException {
        Set<String> keys = new HashSet<>();
        for (Map<String, String> row : output.rows()) {
            keys.add(key(row.get(TrialColumn.CONFIG_HASH.column()),
                    Integer.parseInt(row.getOrDefault(TrialColumn.TRIAL.column(), "0")),
                    Boolean.parseBoolean(row.get(TrialColumn.WARMUP.column()))));
        }
        return keys;
    }

    static String key(String configHash, int trial, boolean warmup) {
        return configHash + "/" + (warmup ? "w" : "") + trial;
    }
}
