package ingestlab.cli;

import ingestlab.calibrate.WarmUp;
import ingestlab.spec.Interval;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The warm-up lab calibrate asks of the JVMs it forks ({@code lab run} and {@code lab calibrate-bare}): untimed runs
 * before the timed ones, declared once for both; hidden, since only a parent passes them.
 */
final class WarmUpOptions {
    private static final String RUNS = "--warmup-runs";
    private static final String TIME = "--warmup-time";

    @Option(names = RUNS, hidden = true, defaultValue = "0")
    int runs;

    @Option(names = TIME, hidden = true, defaultValue = "off")
    String time;

    WarmUp warmUp() {
        return new WarmUp(runs, Interval.parse(time));
    }

    /** The options that ask a forked JVM for {@code warmUp}. */
    static List<String> args(WarmUp warmUp) {
        return List.of(RUNS, Integer.toString(warmUp.runs()), TIME, warmUp.time().toString());
    }
}
