package ingestlab.cli;

import ingestlab.spec.Interval;
import ingestlab.util.RunBudget;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The repetitions lab calibrate asks of the JVMs it forks ({@code lab run} and {@code lab calibrate-bare}): untimed
 * warm-up runs, then timed runs for at least a least time; declared once for both, hidden, since only a parent
 * passes them. The number of timed runs is each command's own ({@code --trials}, {@code --passes}).
 */
final class ForkedRuns {
    private static final String WARMUP_RUNS = "--warmup-runs";
    private static final String WARMUP_TIME = "--warmup-time";
    private static final String TIMED_TIME = "--timed-time";

    @Option(names = WARMUP_RUNS, hidden = true, defaultValue = "0")
    int warmupRuns;

    @Option(names = WARMUP_TIME, hidden = true, defaultValue = "off")
    String warmupTime;

    @Option(names = TIMED_TIME, hidden = true, defaultValue = "off")
    String timedTime;

    RunBudget warmUp() {
        return new RunBudget(warmupRuns, duration(warmupTime));
    }

    /** {@code runs} timed runs, and more until the timed runs have lasted the least time asked for. */
    RunBudget timed(int runs) {
        return new RunBudget(runs, duration(timedTime));
    }

    /** The options that ask a forked JVM for {@code warmUp}, and for timed runs lasting at least {@code timedTime}. */
    static List<String> args(RunBudget warmUp, Duration timedTime) {
        return List.of(WARMUP_RUNS, Integer.toString(warmUp.runs()), WARMUP_TIME, text(warmUp.time()), TIMED_TIME,
                text(timedTime));
    }

    /** A duration option's value ({@code off}: none), as {@code Interval} spells it. */
    static Duration duration(String text) {
        Interval interval = Interval.parse(text);
        return interval.isOff() ? Duration.ZERO : Duration.ofMillis(interval.millis());
    }

    static String text(Duration duration) {
        return duration.isZero() ? "off" : Interval.ofMillis(duration.toMillis()).toString();
    }
}
