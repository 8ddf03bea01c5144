package ingestlab.reference;

import ingestlab.workload.IndexSpec;
import ingestlab.workload.Workload;
import ingestlab.load.FeedOrder;
import ingestlab.settings.ExperimentSpec;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Writes the documents a lab run would send as an NDJSON bulk body (an action line naming index and id, then the
 * source), in the clients' feed order ({@link FeedOrder}), for the reference JVM, whose Lucene 9 classpath cannot hold
 * the lab's generators. Counts the distinct ids each index receives: what the node must hold.
 */
final class ReferenceDocuments {
    private ReferenceDocuments() {}

    /**
     * The distinct documents per index, by workload position.
     *
     * @param stopped asked before each document: true ends the writing with an {@link java.io.InterruptedIOException}
     */
    static long[] write(ExperimentSpec spec, Path file, BooleanSupplier stopped) throws IOException {
        List<IndexSpec> indices = Workload.of(spec).indices();
        BitSet[] ids = new BitSet[indices.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = new BitSet();
        }
        try (FeedOrder feed = FeedOrder.open(spec);
             OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            for (FeedOrder.Item item = feed.next(); item != null; item = feed.next()) {
                if (stopped.getAsBoolean()) {
                    throw new InterruptedIOException("stopped while writing the documents");
                }
                byte[] json = item.doc().json();
                if (json == null) {
                    throw new IllegalArgumentException("dataset of index '" + indices.get(item.index()).name()
                            + "' keeps no JSON source to send to a real node");
                }
                out.write(("{\"index\":{\"_index\":\"" + indices.get(item.index()).name() + "\",\"_id\":\"" + item.id()
                        + "\"}}\n").getBytes(StandardCharsets.UTF_8));
                out.write(json);
                out.write('\n');
                ids[item.index()].set(Math.toIntExact(Long.parseLong(item.id())));
            }
        }
        long[] distinct = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            distinct[i] = ids[i].cardinality();
        }
        return distinct;
    }
}
