package ingestlab.experiment;

/** Told how a trial advances, so a front end can show progress on long runs. */
public interface ProgressListener {
    ProgressListener NONE = new ProgressListener() {};

    /** A trial starts; {@code docs} documents will be fed. */
    default void trialStarted(int trial, int trials, long docs) {}

    /**
     * The trial is set up (node started, feeds open) and its first bulk goes next. A duet's child waits here until
     * both sides are ready ({@code ForkedChild}), so whoever measures the trial's span starts its clock after this.
     */
    default void indexingStarts() throws java.io.IOException, InterruptedException {}

    /** {@code count} more documents were indexed. */
    default void indexed(long count) {}

    /** Indexing is over; the final refresh, merges and checks run now. */
    default void finishing() {}

    /** The trial ended, well or not. */
    default void trialEnded(int trial) {}
}
