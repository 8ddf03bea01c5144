package ingestlab.node;

import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.ProcessCpu;
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
    private final List<IndexService> indices;
    // Written by inspect() before the end snapshot reads them, on the same thread.
    private double finalSeconds;
    private double finalCpuSeconds;
    private long segmentCount;
    private long storeBytes;
    private long primaryStoreBytes;
    private long storedFieldsBytes;
    private long maxDocs;
    private long liveDocs;
    private final long[] segmentCountByIndex;
    private final long[] storeBytesByIndex;
    private final long[] liveDocsByIndex;

    EndOfTrial(List<IndexService> indices, MetricRegistry metrics) {
        this.indices = List.copyOf(indices);
        this.segmentCountByIndex = new long[indices.size()];
        this.storeBytesByIndex = new long[indices.size()];
        this.liveDocsByIndex = new long[indices.size()];
        metrics.register(Metric.FINAL_S, () -> finalSeconds);
        metrics.register(Metric.FINAL_CPU_S, () -> finalCpuSeconds);
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
     * @param cpuStartNanos the JVM's CPU time then ({@link ProcessCpu}), for {@code final_cpu_s}
     */
    void inspect(long startNanos, long cpuStartNanos) throws IOException {
        List<Shard> copies = indices.stream().flatMap(index -> index.copies().stream()).toList();
        for (Shard shard : copies) {
            shard.refresh();
        }
        for (Shard shard : copies) {
            shard.awaitMerges();
        }
        for (int i = 0; i < indices.size(); i++) {
            IndexService index = indices.get(i);
            for (Shard shard : index.copies()) {
                shard.refresh(); // pick up the merges that finished after the first refresh
                DirectoryReader reader = shard.reader();
                long store = shard.storeBytes();
                segmentCountByIndex[i] += reader.leaves().size();
                storeBytesByIndex[i] += store;
                storedFieldsBytes += StoredFieldsBytes.of(reader);
            }
            for (Shard shard : index.primaries()) {
                DirectoryReader reader = shard.reader();
                maxDocs += reader.maxDoc();
                liveDocsByIndex[i] += reader.numDocs();
                primaryStoreBytes += shard.storeBytes();
            }
            segmentCount += segmentCountByIndex[i];
            storeBytes += storeBytesByIndex[i];
            liveDocs += liveDocsByIndex[i];
        }
        finalSeconds = (System.nanoTime() - startNanos) / 1e9;
        finalCpuSeconds = (ProcessCpu.nanos() - cpuStartNanos) / 1e9;
    }

    /** Segments of the copies of the index at {@code position}, once the tail was done. */
    long segmentCount(int position) {
        return segmentCountByIndex[position];
    }

    /** Bytes on disk of the copies of the index at {@code position}, once the tail was done. */
    long storeBytes(int position) {
        return storeBytesByIndex[position];
    }

    /** Live documents in each index's primaries' final readers, by position. */
    long[] liveDocsByIndex() {
        return liveDocsByIndex.clone();
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
        List<Shard> primaries = indices.stream().flatMap(index -> index.primaries().stream()).toList();
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
        for (IndexService index : indices) {
            replicasOutOfStep(index, differing);
        }
        return differing;
    }

    private static void replicasOutOfStep(IndexService index, List<String> differing) throws IOException {
        for (int i = 0; i < index.numberOfShards(); i++) {
            int primaryDocs = index.primaries().get(i).reader().numDocs();
            for (Shard replica : index.replicas().get(i)) {
                int replicaDocs = replica.reader().numDocs();
                if (replicaDocs != primaryDocs) {
                    differing.add(index.name() + " shard " + i + ": replica " + replica.copy() + " holds " + replicaDocs
                            + " live documents, its primary " + primaryDocs);
                }
            }
        }
    }
}
