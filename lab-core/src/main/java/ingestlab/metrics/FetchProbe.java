package ingestlab.metrics;

import static ingestlab.settings.Scope.NODE;

import ingestlab.settings.Setting;
import java.io.IOException;
import java.util.SplittableRandom;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.StoredFields;

/**
 * Times fetching stored documents, as a search's fetch phase does: whole documents, by doc id, in random order.
 * The doc ids come from the seed; which documents they are depends on how indexing threads interleaved.
 * A short warm-up (not timed) comes first, so the first chunk decodes do not pay for class loading and JIT alone.
 */
public final class FetchProbe {
    /** Documents timed per trial. */
    public static final int SAMPLE = 10_000;
    /** Documents fetched, untimed, before the sample. */
    public static final int WARMUP = 1_000;

    // A run switch of the trial, declared beside the probe it turns on; no column.
    public static final Setting<Boolean> MEASURE_FETCH = Setting.of("measure_fetch", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("After indexing, time fetching " + SAMPLE + " random stored documents (after "
                    + WARMUP + " untimed) and report fetch_us_per_doc.")
            .build();

    private FetchProbe() {}

    /** Mean nanoseconds to fetch one whole document; NaN for an empty reader. */
    public static double meanNanosPerDoc(IndexReader reader, int sample, int warmup, long seed) throws IOException {
        int maxDoc = reader.maxDoc();
        if (maxDoc == 0 || sample <= 0) {
            return Double.NaN;
        }
        SplittableRandom random = new SplittableRandom(seed);
        StoredFields fields = reader.storedFields();
        long sink = 0;
        for (int i = 0; i < warmup; i++) {
            sink += fields.document(random.nextInt(maxDoc)).getFields().size();
        }
        int[] docs = new int[sample];
        for (int i = 0; i < sample; i++) {
            docs[i] = random.nextInt(maxDoc);
        }
        long start = System.nanoTime();
        for (int doc : docs) {
            sink += fields.document(doc).getFields().size();
        }
        long nanos = System.nanoTime() - start;
        if (sink < 0) {
            throw new AssertionError("unreachable: keeps the fetched documents alive");
        }
        return nanos / (double) sample;
    }
}
