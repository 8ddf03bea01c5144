package ingestlab.util;

import java.time.Duration;

/**
 * How many times to repeat a run: at least {@code runs} times, and for at least {@code time} of running. Calibration
 * gives each JVM turns until it has had one to warm up and then one to time, since the JIT and the noise call for seconds rather than a number of runs: a
 * run of 200,000 http_logs documents lasts half a second, and both the lab and the bare loop went from 140,000 to
 * 550,000 docs/s over their first ten runs (about 6 seconds), the lab's larger code more slowly.
 */
public record RunBudget(int runs, Duration time) {
    public RunBudget {
        if (runs < 0) {
            throw new IllegalArgumentException("runs must be at least 0, not " + runs);
        }
        if (time.isNegative()) {
            throw new IllegalArgumentException("the least time must not be negative: " + time);
        }
    }

    /** Whether {@code done} runs that took {@code spent} in all are enough. */
    public boolean metBy(int done, Duration spent) {
        return done >= runs && spent.compareTo(time) >= 0;
    }
}
