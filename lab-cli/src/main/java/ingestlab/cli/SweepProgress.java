package ingestlab.cli;

import ingestlab.sweep.DuetOutcome;
import ingestlab.sweep.DuetPair;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.TrialOutcome;
import ingestlab.sweep.TrialProgress;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A sweep's progress on stderr: on a terminal, a bar of trials done of total with the current config and the ETA;
 * otherwise (a log file, CI) one plain line per finished trial.
 */
final class SweepProgress implements TrialProgress {
    private final PrintWriter err;
    private final Set<String> varying;
    private final ProgressBar bar;

    private SweepProgress(PrintWriter err, Set<String> varying, ProgressBar bar) {
        this.err = err;
        this.varying = varying;
        this.bar = bar;
    }

    static SweepProgress create(PrintWriter err, int total, int alreadyDone, Set<String> varying) {
        ProgressBar bar = null;
        if (System.console() != null) {
            bar = new ProgressBarBuilder().setTaskName("sweep").setInitialMax(total).setUnit(" trials", 1)
                    .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(1000)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
        }
        return new SweepProgress(err, varying, bar);
    }

    @Override
    public void started(int index, int total, PlannedTrial trial) {
        if (bar != null) {
            bar.stepTo(index - 1);
            bar.setExtraMessage(" " + describe(trial));
        }
    }

    @Override
    public void finished(int index, int total, PlannedTrial trial, TrialOutcome outcome) {
        if (bar != null) {
            bar.stepTo(index);
            if (!outcome.ok()) {
                bar.setExtraMessage(" " + describe(trial) + " FAILED: " + outcome.error());
            }
            return;
        }
        err.printf(Locale.ROOT, "[%d/%d] %s: %s (%.0f s)%n", index, total, describe(trial),
                outcome.ok() ? String.format(Locale.ROOT, "ok, %.0f docs/s", outcome.docsPerSecond())
                        : "FAILED: " + outcome.error(), outcome.seconds());
        err.flush();
    }

    /** A duet pair whose trials did not run together for most of their time: said, as a failed trial is. */
    @Override
    public void pairFinished(DuetPair pair, DuetOutcome outcome) {
        if (!outcome.flagged() || outcome.stopped()) {
            return;
        }
        String note = String.format(Locale.ROOT, "duet pair %s flagged: its trials overlapped %.0f%% of their time",
                pair.id(), 100 * outcome.overlap());
        if (bar != null) {
            bar.setExtraMessage(" " + note);
        } else {
            err.println(note);
            err.flush();
        }
    }

    private String describe(PlannedTrial trial) {
        return trial.config().label(varying) + (trial.warmup() ? " warm-up " : " trial ") + trial.trial();
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
        err.flush();
    }
}
