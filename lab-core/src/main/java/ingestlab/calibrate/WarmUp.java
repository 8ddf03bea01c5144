package ingestlab.calibrate;

import ingestlab.spec.Interval;
import java.io.IOException;

/**
 * The untimed runs a calibration JVM does before its timed ones: at least {@code runs} of them, and for at least
 * {@code time}, since the JIT needs time rather than a number of runs: a run of 200,000 http_logs documents lasts
 * half a second, and both the lab and the bare loop went from 140,000 to 550,000 docs/s over their first ten runs
 * (about 6 seconds), the lab's larger code more slowly: two warm-up runs left the timed ones on that slope.
 *
 * @param time the least time the warm-up lasts, or {@link Interval#OFF} for no least time
 */
public record WarmUp(int runs, Interval time) {
    public static final WarmUp NONE = new WarmUp(0, Interval.OFF);

    public WarmUp {
        if (runs < 0) {
            throw new IllegalArgumentException("warm-up runs must be at least 0, not " + runs);
        }
    }

    /** One untimed run. */
    public interface Run {
        void run() throws IOException, InterruptedException;
    }

    /** Runs {@code run} until both {@code runs} runs and {@code time} are done; returns how many runs it took. */
    public int perform(Run run) throws IOException, InterruptedException {
        long end = System.nanoTime() + Math.max(0, time.millis()) * 1_000_000;
        int done = 0;
        while (done < runs || System.nanoTime() - end < 0) {
            run.run();
            done++;
        }
        return done;
    }
}
