package ingestlab.sweep;

import ingestlab.results.DuetPairRows;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialColumn;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a duet sweep's pairs one after another through {@link DuetTrials}, skipping the pairs already in the output
 * when resuming, and stopping between pairs when asked to (Ctrl-C). Every finished pair is on disk, both rows, before
 * the next starts; a pair that was running when the sweep was stopped or killed is not, and runs again on resume.
 */
final class DuetRunner {
    private volatile boolean stopRequested;

    /** Stops after the current pair is saved (the launcher may abort it, then it is not saved). */
    public void requestStop() {
        stopRequested = true;
    }

    /**
     * Runs the pairs not {@code done}; the listener hears of both trials of a pair as they start and end together,
     * then of the pair. The summary counts trials (two a pair) and the pairs run now.
     */
    public SweepRunner.Summary run(List<DuetPair> plan, Set<String> done, String runId, DuetTrials launcher,
                                   SweepRunner.Listener listener) throws IOException, InterruptedException {
        int ran = 0;
        int skipped = 0;
        int failed = 0;
        int flagged = 0;
        int total = 2 * plan.size();
        int index = 0;
        for (DuetPair pair : plan) {
            index += 2;
            if (done.contains(pair.key())) {
                skipped += 2;
                continue;
            }
            if (stopRequested) {
                return new SweepRunner.Summary(ran, skipped, failed, true, ran / 2, flagged);
            }
            listener.started(index - 1, total, pair.baseline());
            listener.started(index, total, pair.contender());
            DuetOutcome outcome = launcher.launch(pair, runId);
            if (stopRequested || outcome.stopped()) {
                return new SweepRunner.Summary(ran, skipped, failed, true, ran / 2, flagged);
            }
            ran += 2;
            failed += (outcome.baseline().ok() ? 0 : 1) + (outcome.contender().ok() ? 0 : 1);
            flagged += outcome.flagged() ? 1 : 0;
            listener.finished(index - 1, total, pair.baseline(), outcome.baseline());
            listener.finished(index, total, pair.contender(), outcome.contender());
            listener.pairFinished(pair, outcome);
        }
        return new SweepRunner.Summary(ran, skipped, failed, false, ran / 2, flagged);
    }

    /**
     * The pairs the output already holds whole: both rows of a {@code duet_pair} of one run id. It is read through
     * the lock {@code output} holds ({@link ResultFiles#resume}), as a sweep's trials are.
     */
    public static Set<String> alreadyDone(ResultFiles output) throws IOException {
        Set<String> keys = new HashSet<>();
        for (List<Map<String, String>> rows : DuetPairRows.of(output.rows())) {
            if (rows.size() == 2) {
                String hash = TrialColumn.CONFIG_HASH.column();
                keys.add(DuetPair.key(rows.get(0).get(TrialColumn.DUET_PAIR.column()), rows.get(0).get(hash),
                        rows.get(1).get(hash)));
            }
        }
        return keys;
    }
}
