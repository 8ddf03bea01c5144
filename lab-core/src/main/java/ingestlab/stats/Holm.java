package ingestlab.stats;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Holm's step-down adjustment of p-values for a family of comparisons (Holm 1979, "A simple sequentially rejective
 * multiple test procedure"): it controls the family-wise error rate like Bonferroni, with more power. The adjusted
 * value of the i-th smallest of m p-values is max over j ≤ i of min(1, (m − j + 1) · p(j)); a comparison is
 * significant at level α when its adjusted value is ≤ α. NaN p-values take no part and stay NaN.
 */
public final class Holm {
    private Holm() {}

    public static double[] adjust(double[] pValues) {
        double[] adjusted = new double[pValues.length];
        Arrays.fill(adjusted, Double.NaN);
        int[] order = IntStream.range(0, pValues.length).filter(i -> !Double.isNaN(pValues[i])).boxed()
                .sorted(Comparator.comparingDouble(i -> pValues[i])).mapToInt(Integer::intValue).toArray();
        int m = order.length;
        double running = 0;
        for (int rank = 0; rank < m; rank++) {
            double value = Math.min(1, (m - rank) * pValues[order[rank]]);
            running = Math.max(running, value);
            adjusted[order[rank]] = running;
        }
        return adjusted;
    }
}
