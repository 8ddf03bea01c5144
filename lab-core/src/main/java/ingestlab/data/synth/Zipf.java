package ingestlab.data.synth;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;

/**
 * Draws ranks 0..n-1 with probability proportional to {@code 1 / (rank + 1)^exponent}, or to given weights, in
 * constant time with Walker's alias method (Vose's construction): few items are very common, most are rare.
 */
final class Zipf {
    /** Per slot: the threshold (probability × 2^31) in the high half, the alias in the low half, so one read per draw. */
    private final long[] slots;

    private Zipf(double[] weights) {
        int n = weights.length;
        double[] probability = new double[n];
        int[] alias = new int[n];
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double[] scaled = new double[n];
        Deque<Integer> small = new ArrayDeque<>();
        Deque<Integer> large = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            scaled[i] = weights[i] * n / total;
            (scaled[i] < 1 ? small : large).push(i);
        }
        while (!small.isEmpty() && !large.isEmpty()) {
            int s = small.pop();
            int l = large.pop();
            probability[s] = scaled[s];
            alias[s] = l;
            scaled[l] = scaled[l] + scaled[s] - 1;
            (scaled[l] < 1 ? small : large).push(l);
        }
        while (!large.isEmpty()) {
            probability[large.pop()] = 1;
        }
        while (!small.isEmpty()) {
            probability[small.pop()] = 1; // rounding leftovers
        }
        slots = new long[n];
        for (int i = 0; i < n; i++) {
            long threshold = Math.min(1L << 31, Math.round(probability[i] * (1L << 31)));
            slots[i] = (threshold << 32) | (alias[i] & 0xFFFFFFFFL);
        }
    }

    static Zipf ofExponent(int n, double exponent) {
        double[] weights = new double[n];
        for (int i = 0; i < n; i++) {
            weights[i] = 1.0 / Math.pow(i + 1, exponent);
        }
        return new Zipf(weights);
    }

    static Zipf ofWeights(double[] weights) {
        return new Zipf(weights.clone());
    }

    int next(SplittableRandom random) {
        int i = random.nextInt(slots.length);
        long slot = slots[i];
        return (random.nextInt() >>> 1) < (slot >>> 32) ? i : (int) slot;
    }
}
