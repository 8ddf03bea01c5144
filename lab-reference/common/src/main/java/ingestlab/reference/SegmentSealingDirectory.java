package ingestlab.reference;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.index.IndexFileNames;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.FilterIndexOutput;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;

/**
 * A shard store's directory that sees each flushed segment as it is sealed: Lucene 9 writes a flushed segment's
 * {@code .si} last, under the flush's {@code IOContext.Context.FLUSH}, on the flushing thread
 * (apache/lucene {@code lucene/core/src/java/org/apache/lucene/index/DocumentsWriterPerThread.java},
 * {@code sealFlushedSegment}). A segment's size is every byte written under its name until then: the stored
 * fields written while indexing, the flush's files and the compound-file repack, as the lab counts it. A merged
 * segment's {@code .si} (under {@code IOContext.Context.MERGE}) ends its bytes in the same way: the lab's
 * {@code merged_bytes}.
 *
 * <p>Its segment naming and byte counting repeat lab-core's {@code ingestlab.metrics.MeasuringDirectory}: this runs on
 * the engine's Lucene 9 and JDK 17 beside it, where lab-core's Lucene 10 / Java 21 classes cannot load.
 */
public final class SegmentSealingDirectory extends FilterDirectory {
    private final ShardFlushes flushes;
    private final Map<String, AtomicLong> unsealed = new ConcurrentHashMap<>();

    public SegmentSealingDirectory(Directory in, ShardFlushes flushes) {
        super(in);
        this.flushes = flushes;
    }

    @Override
    public IndexOutput createOutput(String name, IOContext context) throws IOException {
        IndexOutput out = super.createOutput(name, context);
        if (name.startsWith(IndexFileNames.PENDING_SEGMENTS)) {
            flushes.committed(); // a Lucene commit writes its commit point as pending_segments_N, then renames it
        }
        String segment = segmentOf(name);
        if (segment == null) {
            return out;
        }
        AtomicLong bytes = unsealed.computeIfAbsent(segment, s -> new AtomicLong());
        boolean seals = name.endsWith(".si") && context.context == IOContext.Context.FLUSH;
        boolean sealsMerge = name.endsWith(".si") && context.context == IOContext.Context.MERGE;
        return new FilterIndexOutput("sealing(" + name + ")", name, out) {
            private boolean closed;

            // FilterIndexOutput forwards single bytes and arrays only; Lucene 9's OutputStreamIndexOutput writes
            // shorts, ints and longs whole, so forward those too rather than slow the node's writes.
            @Override
            public void writeShort(short i) throws IOException {
                out.writeShort(i);
            }

            @Override
            public void writeInt(int i) throws IOException {
                out.writeInt(i);
            }

            @Override
            public void writeLong(long i) throws IOException {
                out.writeLong(i);
            }

            @Override
            public void close() throws IOException {
                if (closed) {
                    return;
                }
                closed = true;
                long written = getFilePointer();
                super.close();
                bytes.addAndGet(written);
                if (name.endsWith(".si")) {
                    unsealed.remove(segment);
                    if (seals) {
                        flushes.sealed(bytes.get());
                    } else if (sealsMerge) { // Lucene 9 writes a merged segment's .si last too (IndexWriter#mergeMiddle)
                        flushes.merged(bytes.get());
                    }
                }
            }
        };
    }

    /** The segment of a file, or null for commit files and files with a generation (deletes, doc-values updates). */
    private static String segmentOf(String name) {
        if (!name.startsWith("_")) {
            return null;
        }
        try {
            if (IndexFileNames.parseGeneration(name) > 0) {
                return null;
            }
        } catch (NumberFormatException e) {
            // no generation in the name: a file of the segment itself
        }
        return IndexFileNames.parseSegmentName(name);
    }
}
