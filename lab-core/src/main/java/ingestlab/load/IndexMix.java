package ingestlab.load;

import ingestlab.workload.BulkMix;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Which index each next document of the feed goes to, drawn by share ({@link BulkMix}): with {@link BulkMix#RUNS} one
 * index per batch of {@code batchDocs} documents, as Rally's {@code elastic/logs} generator picks a corpus per batch
 * ({@code elastic/shared/utils/file.py} in elastic/rally-tracks), so a batch may span bulks and a bulk may hold the
 * end of one batch and the start of the next; with {@link BulkMix#INTERLEAVED} one per document. Seeded; a workload
 * of one index draws nothing. Not thread-safe: the clients' shared feed calls it under its lock.
 *
 * <p>Runs are dealt from a shuffled deck rather than drawn one by one: each index gets its share of the documents
 * (to the document, largest remainders first) cut into runs of {@code batchDocs}, and the runs are shuffled with the
 * seed. Rally's generator runs for hundreds of millions of lines, where independent draws average out; a lab run of a
 * few hundred batches would leave an index's share several points off, so the deck keeps the shares and the random
 * order both. Beyond {@link #MAX_RUNS} runs (a tiny batch over a huge corpus), runs are drawn one by one instead.
 */
final class IndexMix {
    private final double[] cumulative;
    private final BulkMix mix;
    private final int batchDocs;
    private final SplittableRandom random;
    private final List<long[]> deck; // {index, documents} per run, shuffled; empty when runs are drawn
    private int dealt;
    private int current;
    private long leftInBatch;

    /**
     * Salts the mix's seed (the clients' seed XOR this) apart from every index's, so adding an index changes no index's
     * ids; {@link FeedOrder} draws with the same.
     */
    static final long SEED_SALT = 0x6D69784CL;

    /** The most runs dealt from a deck; it holds two longs a run. */
    static final long MAX_RUNS = 1_000_000;

    /**
     * @param shares each index's share of the documents, by position; they sum to 1
     * @param totalDocs the documents the feed will give: what the deck deals
     */
    IndexMix(List<Double> shares, BulkMix mix, int batchDocs, long totalDocs, long seed) {
        this.cumulative = new double[shares.size()];
        double sum = 0;
        for (int i = 0; i < shares.size(); i++) {
            sum += shares.get(i);
            cumulative[i] = sum;
        }
        this.mix = mix;
        this.batchDocs = batchDocs;
        this.random = new SplittableRandom(seed);
        this.deck = mix == BulkMix.RUNS && shares.size() > 1 && totalDocs / batchDocs < MAX_RUNS
                ? deck(shares, batchDocs, totalDocs, seed) : List.of();
    }

    private static List<long[]> deck(List<Double> shares, int batchDocs, long totalDocs, long seed) {
        long[] docs = new long[shares.size()];
        double[] remainders = new double[shares.size()];
        long dealt = 0;
        for (int i = 0; i < docs.length; i++) {
            double exact = shares.get(i) * totalDocs;
            docs[i] = (long) Math.floor(exact);
            remainders[i] = exact - docs[i];
            dealt += docs[i];
        }
        for (; dealt < totalDocs; dealt++) { // the documents left go to the largest remainders
            int largest = 0;
            for (int i = 1; i < remainders.length; i++) {
                largest = remainders[i] > remainders[largest] ? i : largest;
            }
            docs[largest]++;
            remainders[largest] = -1;
        }
        List<long[]> runs = new ArrayList<>();
        for (int i = 0; i < docs.length; i++) {
            for (long left = docs[i]; left > 0; left -= batchDocs) {
                runs.add(new long[] {i, Math.min(batchDocs, left)});
            }
        }
        Collections.shuffle(runs, new Random(seed));
        return runs;
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
            if (dealt < deck.size()) {
                long[] run = deck.get(dealt++);
                current = (int) run[0];
                leftInBatch = run[1];
            } else {
                current = draw();
                leftInBatch = batchDocs;
            }
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
