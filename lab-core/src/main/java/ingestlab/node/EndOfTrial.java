package ingestlab.node;

import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.StoredFieldsBytes;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiReader;

/**
 * What the index holds once indexing is over: the final refresh (as the end of a Rally indexing task does), the
 * merges it triggers, and the end state, registered as the {@link Metric.Source#AT_END} metrics. Also the checks and
 * probes that read the final readers.
 */
final class EndOfTrial {
    private final IndexService index;
    // Written by inspect() before the end snapshot reads them, on the same thread.
    private double finalSeconds;
    private long segmentCount;
    private long storeBytes;
    private long primaryStoreBytes;
    private long storedFieldsBytes;
    private long maxDocs;
    private long liveDocs;

    EndOfTrial(IndexService index, MetricRegistry metrics) {
        this.index = index;
        metrics.register(Metric.FINAL_S, () -> finalSeconds);
        metrics.register(Metric.SEGMENT_COUNT_FINAL, () -> segmentCount);
        metrics.register(Metric.STORE_BYTES, () -> storeBytes);
        metrics.register(Metric.PRIMARY_STORE_BYTES, () -> primaryStoreBytes);
        metrics.register(Metric.STORED_FIELDS_BYTES, () -> storedFieldsBytes);
        metrics.register(Metric.DOCS_VERIFIED, () -> liveDocs);
    }

    /**
     * Refreshes every copy, waits for the merges, refreshes again to see them, and reads the end state.
     *
     * @param startNanos when the node began finishing, for {@code final_s}
     */
    void inspect(long startNanos) throws IOException {
        List<Shard> copies = index.copies();
        for (Shard shard : copies) {
            shard.refresh();
        }
        for (Shard shard : copies) {
            shard.awaitMerges();
        }
        for (Shard shard : copies) {
            shard.refresh(); // pick up the merges that finished after the first refresh
            DirectoryReader reader = shard.reader();
            segmentCount += reader.leaves().size();
            storeBytes += shard.storeBytes();
            storedFieldsBytes += StoredFieldsBytes.of(reader);
        }
        for (Shard shard : index.primaries()) {
            DirectoryReader reader = shard.reader();
            maxDocs += reader.maxDoc();
            liveDocs += reader.numDocs();
            primaryStoreBytes += shard.storeBytes();
        }
        finalSeconds = (System.nanoTime() - startNanos) / 1e9;
    }

    /** Sum of maxDoc over the primaries' final readers. */
    long maxDocs() {
        return maxDocs;
    }

    /** Sum of numDocs (documents not deleted or replaced) over the primaries' final readers. */
    long liveDocs() {
        return liveDocs;
    }

    /**
     * The mean time to fetch one whole stored document, over {@code sample} documents picked at random (by
     * {@code seed}) across the primaries' final readers, after {@code warmup} untimed fetches.
     */
    double measureFetch(int sample, int warmup, long seed) throws IOException {
        List<Shard> primaries = index.primaries();
        IndexReader[] readers = new IndexReader[primaries.size()];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = primaries.get(i).reader();
        }
        try (MultiReader all = new MultiReader(readers, false)) {
            return FetchProbe.meanNanosPerDoc(all, sample, warmup, seed);
        }
    }

    /** Each replica whose live documents differ from its primary's, described; empty when every copy agrees. */
    List<String> replicasOutOfStep() throws IOException {
        List<String> differing = new ArrayList<>();
        for (int i = 0; i < index.numberOfShards(); i++) {
            int primaryDocs = index.primaries().get(i).reader().numDocs();
            for (Shard replica : index.replicas().get(i)) {
                int replicaDocs = replica.reader().numDocs();
                if (replicaDocs != primaryDocs) {
                    differing.add("shard " + i + ": replica " + replica.id() + " holds " + replicaDocs
                            + " live documents, its primary " + primaryDocs);
                }
            }
        }
        return differing;
    }
}
