package ingestlab.cli;

import ingestlab.buffer.ControllerSettings;
import ingestlab.calibrate.Calibration;
import ingestlab.calibrate.CalibrationNotes;
import ingestlab.calibrate.CalibrationPlan;
import ingestlab.calibrate.CalibrationReport;
import ingestlab.calibrate.RoundResult;
import ingestlab.calibrate.TimedRun;
import ingestlab.calibrate.Variant;
import ingestlab.data.DataSettings;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.CalibrationCost;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** What {@code lab calibrate} prints: its plan and environment, each round's runs, and how to run it again. */
final class CalibrateConsole {
    private CalibrateConsole() {}

    /** The workload, the rounds and their budgets, each variant as its options, and the machine's environment. */
    static void plan(PrintWriter out, Calibration calibration, long heapBytes) {
        ExperimentSpec spec = calibration.spec();
        Calibration.Options options = calibration.options();
        List<Variant> variants = calibration.variants();
        out.printf(Locale.ROOT, "Calibration: %s, %,d docs, %d threads, %d rounds x %d variants, each in a fresh "
                        + "JVM (%s heap), a round's JVMs taking turns run by run: untimed warm-up runs (at least %d; least "
                        + "time %s), then timed runs (at least %d; least time %s; their median counts), order seed %d%n",
                spec.get(DataSettings.DATASET).name(), spec.get(ClientSettings.DOCS), spec.get(ClientSettings.THREADS),
                options.rounds(), variants.size(), ByteSize.human(heapBytes), options.warmUp().runs(),
                text(options.warmUp().time()), options.timed().runs(), text(options.timed().time()), options.seed());
        for (Variant variant : variants) {
            out.printf("  %-15s %s%n", variant.label(), variant.describe(spec, options.controllerBudget()));
        }
        out.println("Environment:");
        for (EnvironmentColumn column : EnvironmentColumn.values()) {
            String value = column.read(Environment.ofTrial(Environment.loadAverage(), ""));
            if (!value.isEmpty()) {
                out.printf("  %-20s %s%n", column.column(), value);
            }
        }
        out.flush();
    }

    /** A round's JVMs as it ends, each with the median of its timed runs and their range. */
    static void round(PrintWriter out, List<RoundResult> round) {
        for (RoundResult result : round) {
            CalibrationPlan.Slot slot = result.slot();
            out.printf(Locale.ROOT, "  #%-3d round %d  %-15s %10.1f docs/s (median of %d runs, %s)  %8.1f "
                            + "docs/CPU-s  docs_verified %d  controller_writes %s%n", slot.order(), slot.round(),
                    slot.variant().label(), result.docsPerSecond(), result.runs().size(),
                    range(result, TimedRun::docsPerSecond), result.docsPerCpuSecond(), result.docsVerified(),
                    range(result, TimedRun::controllerWrites));
        }
        out.flush();
    }

    /** After a blank line, the ratios and spreads of every round's results, then a note for each premise that failed. */
    static void results(PrintWriter out, Calibration calibration, List<RoundResult> results) {
        out.println();
        out.print(new CalibrationReport(results, calibration.cost()).render());
        CalibrationNotes.of(results).forEach(note -> out.println("note: " + note));
    }

    /** The command that runs this calibration again. */
    static void reproduce(PrintWriter out, Calibration calibration) {
        ExperimentSpec spec = calibration.spec();
        Calibration.Options options = calibration.options();
        CalibrationCost cost = calibration.cost();
        out.printf("%nReproduce: bin/lab calibrate --dataset %s --docs %d --rounds %d --warmup-runs %d --warmup-time %s "
                + "--timed-runs %d --timed-time %s --threads %d --buffer %s --controller-buffer %s --seed %d%s%n",
                spec.get(DataSettings.DATASET).name(), spec.get(ClientSettings.DOCS), options.rounds(),
                options.warmUp().runs(), text(options.warmUp().time()), options.timed().runs(),
                text(options.timed().time()), spec.get(ClientSettings.THREADS), spec.get(ControllerSettings.BUFFER),
                options.controllerBudget(), options.seed(),
                cost.rounds() > 0 ? " " + CalibrationCost.CALIBRATION_COST.option() + " " + cost.rounds() : "");
    }

    /** The least and the greatest of the timed runs' values ({@code 411058-548327}), or the one value they share. */
    private static String range(RoundResult result, ToDoubleFunction<TimedRun> value) {
        double low = result.runs().stream().mapToDouble(value).min().orElseThrow();
        double high = result.runs().stream().mapToDouble(value).max().orElseThrow();
        return low == high ? String.format(Locale.ROOT, "%.0f", low)
                : String.format(Locale.ROOT, "%.0f-%.0f", low, high);
    }

    private static String text(Duration duration) {
        return duration.isZero() ? "off" : Interval.ofMillis(duration.toMillis()).toString();
    }
}
