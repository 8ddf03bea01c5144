package ingestlab.node;

import ingestlab.settings.BulkMix;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Which index each next document of the feed goes to, drawn by share ({@link BulkMix}): with {@link BulkMix#RUNS} one
 * index per batch of {@code batchDocs} documents, as Rally's {@code elastic/logs} generator picks a corpus per batch
 * ({@code elastic/shared/utils/file.py} in elastic/rally-tracks), so a batch may span bulks and a bulk may hold the
 * end of one batch and the start of the next; with {@link BulkMix#INTERLEAVED} one per document. Seeded; a workload
 * of one index draws nothing. Not thread-safe: the clients' shared feed calls it under its lock.
 */
final class IndexMix {
    private final double[] cumulative;
    private final BulkMix mix;
    private final int batchDocs;
    private final SplittableRandom random;
    private int current;
    private int leftInBatch;

    /** @param shares each index's share of the documents, by position; they sum to 1 */
    IndexMix(List<Double> shares, BulkMix mix, int batchDocs, long seed) {
        this.cumulative = new double[shares.size()];
        double sum = 0;
        for (int i = 0; i < shares.size(); i++) {
            sum += shares.get(i);
            cumulative[i] = sum;
        }
        this.mix = mix;
        this.batchDocs = batchDocs;
        this.random = new SplittableRandom(seed);
    }

    /** The position of the index the next document goes to. */
    int next() {
        if (cumulative.length == 1) {
            return 0;
        }
        if (mix == BulkMix.INTERLEAVED) {
            return draw();
        }
        if (leftInBatch == 0) {
            current = draw();
            leftInBatch = batchDocs;
        }
        leftInBatch--;
        return current;
    }

    private int draw() {
        double r = random.nextDouble() * cumulative[cumulative.length - 1];
        for (int i = 0; i < cumulative.length - 1; i++) {
            if (r < cumulative[i]) {
                return i;
            }
        }
        return cumulative.length - 1;
    }
}
