package ingestlab.calibrate;

import java.util.List;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.stat.StatUtils;

/**
 * One variant's JVM in a calibration round: where it stood in the order, and its timed runs. Its figure is the
 * median of those runs, so one run that another process disturbed does not decide the round.
 */
public record RoundResult(CalibrationPlan.Slot slot, List<TimedRun> runs) {
    public RoundResult {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a calibration JVM needs at least one timed run");
        }
        runs = List.copyOf(runs);
    }

    /** The variants {@code results} hold, in their declared order: the calibration's own list, as it ran. */
    public static List<Variant> variants(List<RoundResult> results) {
        return results.stream().map(RoundResult::variant).distinct().sorted().toList();
    }

    public Variant variant() {
        return slot.variant();
    }

    public int round() {
        return slot.round();
    }

    /** The median docs/s of the timed runs. */
    public double docsPerSecond() {
        return median(TimedRun::docsPerSecond);
    }

    /** The median documents per CPU-second of the timed runs. */
    public double docsPerCpuSecond() {
        return median(TimedRun::docsPerCpuSecond);
    }

    /** The fewest documents a timed run's index held. */
    public long docsVerified() {
        return runs.stream().mapToLong(TimedRun::docsVerified).min().orElseThrow();
    }

    private double median(ToDoubleFunction<TimedRun> value) {
        return StatUtils.percentile(runs.stream().mapToDouble(value).toArray(), 50);
    }
}
