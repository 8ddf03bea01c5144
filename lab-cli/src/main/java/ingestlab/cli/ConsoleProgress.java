package ingestlab.cli;

import ingestlab.experiment.ProgressListener;
import java.io.PrintWriter;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar per trial on stderr, so stdout stays clean for the table. */
final class ConsoleProgress implements ProgressListener {
    private final PrintWriter err;
    private ProgressBar bar;

    ConsoleProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public synchronized void trialStarted(int trial, int trials, long docs) {
        bar = new ProgressBarBuilder()
                .setTaskName("trial " + trial + "/" + trials)
                .setInitialMax(docs)
                .setUnit(" docs", 1)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(500)
                .showSpeed()
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .build();
    }

    @Override
    public void indexed(long count) {
        ProgressBar current = bar;
        if (current != null) {
            current.stepBy(count);
        }
    }

    @Override
    public synchronized void finishing() {
        if (bar != null) {
            bar.setExtraMessage(" final refresh and merges...");
        }
    }

    @Override
    public synchronized void trialEnded(int trial) {
        if (bar != null) {
            bar.close();
            bar = null;
        }
        err.flush();
    }
}
