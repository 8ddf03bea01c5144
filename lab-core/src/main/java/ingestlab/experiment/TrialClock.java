package ingestlab.experiment;

import ingestlab.results.TrialSpan;
import java.io.IOException;
import java.time.Instant;

/**
 * Passes a trial's progress on and times its measured part: from when its first bulk goes (after a duet's barrier)
 * to when its last is acknowledged, the span {@code docs_per_s} divides by, in wall-clock time so two JVMs' spans
 * can be laid side by side. A trial that failed before or while indexing ends when it failed.
 */
final class TrialClock extends ForwardingProgress {
    private final Instant startedAt;
    private Instant indexingStart;
    private Instant indexingEnd;

    /** @param startedAt when the trial started, its span's start if it never reached indexing */
    TrialClock(ProgressListener progress, Instant startedAt) {
        super(progress);
        this.startedAt = startedAt;
    }

    @Override
    public void indexingStarts() throws IOException, InterruptedException {
        super.indexingStarts();
        indexingStart = Instant.now();
    }

    @Override
    public void finishing() {
        indexingEnd = Instant.now();
        super.finishing();
    }

    /** The measured span, or as much of it as the trial reached, ending now if it did not reach the end. */
    TrialSpan span() {
        return new TrialSpan(indexingStart != null ? indexingStart : startedAt,
                indexingEnd != null ? indexingEnd : Instant.now());
    }
}
