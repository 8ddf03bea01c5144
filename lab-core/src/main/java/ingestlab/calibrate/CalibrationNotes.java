package ingestlab.calibrate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * What a calibration's runs say about its premises: the controller idle in lab, acting in lab+controller, and one
 * variant's JVMs near one another. Each note says what to change.
 */
public final class CalibrationNotes {
    /**
     * How far apart two JVMs of one variant may be before calibration says so. On the 2-core machine of
     * reports/harness-overhead.md, europarl's lay 1.18-1.30x apart, http_logs's 1.5-1.6x when the machine ran in a
     * slow phase.
     */
    public static final double WIDE_SPREAD = 1.25;

    private CalibrationNotes() {}

    public static List<String> of(List<RoundResult> results) {
        List<String> notes = new ArrayList<>();
        if (anyRun(results, Variant.LAB, r -> r.controllerWrites() > 0)) {
            notes.add("the controller wrote in a lab run: give a larger --buffer, so that Lucene flushes first");
        }
        if (anyRun(results, Variant.LAB_CONTROLLER, r -> r.controllerWrites() == 0)) {
            notes.add("the controller never wrote in a lab+controller run: give a smaller --controller-buffer or "
                    + "more --docs");
        }
        for (Variant variant : RoundResult.variants(results)) {
            double[] medians = results.stream().filter(r -> r.variant() == variant)
                    .mapToDouble(RoundResult::docsPerSecond).toArray();
            double low = Arrays.stream(medians).min().orElse(0);
            double high = Arrays.stream(medians).max().orElse(0);
            if (low > 0 && high / low > WIDE_SPREAD) {
                notes.add(String.format(Locale.ROOT, "%s's JVMs ranged %.0f-%.0f docs/s (%.2fx apart): some "
                        + "rounds ran slower; the ratios pair each round's JVMs, which took turns, so what slowed a whole "
                        + "round cancels, but not what slowed one JVM: read the rounds' table, or give more --rounds",
                        variant.label(), low, high, high / low));
            }
        }
        return notes;
    }

    private static boolean anyRun(List<RoundResult> results, Variant variant, Predicate<TimedRun> test) {
        return results.stream().filter(r -> r.variant() == variant).flatMap(r -> r.runs().stream()).anyMatch(test);
    }
}
