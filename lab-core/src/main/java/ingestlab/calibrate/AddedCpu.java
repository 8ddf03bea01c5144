package ingestlab.calibrate;

import ingestlab.stats.ConfidenceInterval;
import ingestlab.stats.TInterval;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The CPU one variant spends a document beyond another's, paired by round: in each round where both ran,
 * {@code 1 / docs per CPU-second} with it minus the same without it, in microseconds (the JVM's CPU over every thread,
 * GC and JIT included); the effect is the rounds' mean with a t interval. For bare+cost against bare, it is what
 * {@code calibration_cost} adds a document, measured without the lab.
 *
 * @param perRound the added microseconds of each paired round, in round order
 */
record AddedCpu(Variant with, Variant without, double[] perRound, double mean, ConfidenceInterval ci) {

    public static AddedCpu of(Variant with, Variant without, List<RoundResult> results) {
        RoundPairs pairs = RoundPairs.of(with, without, RoundResult::docsPerCpuSecond, results);
        double[] added = new double[pairs.size()];
        for (int i = 0; i < added.length; i++) {
            added[i] = microsPerDoc(pairs.first()[i]) - microsPerDoc(pairs.second()[i]);
        }
        double mean = Arrays.stream(added).average().orElse(Double.NaN);
        return new AddedCpu(with, without, added, mean, new TInterval().estimate(added));
    }

    /** The CPU microseconds a document costs at {@code docsPerCpuSecond}. */
    static double microsPerDoc(double docsPerCpuSecond) {
        return 1e6 / docsPerCpuSecond;
    }

    /** {@code CPU added a document, bare+cost - bare: 4.12 us [3.90, 4.34]}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "CPU added a document, %s - %s: %.2f us [%.2f, %.2f]", with.label(),
                without.label(), mean, ci.low(), ci.high());
    }
}
