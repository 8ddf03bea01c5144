package ingestlab.experiment;

import java.io.IOException;

/** A {@link ProgressListener} that passes everything on to another; a subclass adds to the calls it overrides. */
public abstract class ForwardingProgress implements ProgressListener {
    private final ProgressListener next;

    protected ForwardingProgress(ProgressListener next) {
        this.next = next;
    }

    @Override
    public void trialStarted(int trial, int trials, long docs) {
        next.trialStarted(trial, trials, docs);
    }

    @Override
    public void indexingStarts() throws IOException, InterruptedException {
        next.indexingStarts();
    }

    @Override
    public void indexed(long count) {
        next.indexed(count);
    }

    @Override
    public void finishing() {
        next.finishing();
    }

    @Override
    public void trialEnded(int trial) {
        next.trialEnded(trial);
    }
}
