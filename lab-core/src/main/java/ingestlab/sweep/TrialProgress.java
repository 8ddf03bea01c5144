package ingestlab.sweep;

/** A sweep's progress display: told of each trial, and closed once the last has ended, before the summary. */
public interface TrialProgress extends SweepRunner.Listener, AutoCloseable {
    @Override
    void close();
}
