package ingestlab.metrics;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.IndexFileNames;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.FilterIndexOutput;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;

/**
 * Observes what an IndexWriter writes, and attributes every byte without guessing:
 * <ul>
 *   <li>A segment's files are held under its name until its {@code .si} file is written: the {@link IOContext} of
 *       that write says whether a flush or a merge sealed the segment, and all of the segment's bytes go there. This
 *       matters because Lucene writes stored fields while indexing, under {@code DEFAULT}, long before the flush; and
 *       it counts the per-file outputs and the compound-file repack of the same segment together.</li>
 *   <li>Files with a generation ({@code _3_1.liv}, doc-values updates of soft deletes), commit files
 *       ({@code segments_N}) and segments never sealed (an aborted merge) are "other".</li>
 * </ul>
 * A flushed segment's flush time runs from its first file opened under a flush context to its {@code .si} closed.
 */
public final class MeasuringDirectory extends FilterDirectory {
    private final IoStats stats;
    private final Map<String, Unsealed> unsealed = new ConcurrentHashMap<>();

    /** Bytes of a segment whose {@code .si} is not written yet. */
    private static final class Unsealed {
        long bytes; // guarded by this
        long flushStart = -1; // guarded by this
    }

    public MeasuringDirectory(Directory in, IoStats stats) {
        super(in);
        this.stats = stats;
    }

    @Override
    public IndexOutput createOutput(String name, IOContext context) throws IOException {
        return measure(name, context, super.createOutput(name, context));
    }

    @Override
    public IndexOutput createTempOutput(String prefix, String suffix, IOContext context) throws IOException {
        IndexOutput out = super.createTempOutput(prefix, suffix, context);
        return measure(out.getName(), context, out);
    }

    /** The segment a file belongs to, or null for commit files and for files carrying a generation. */
    static String segmentOf(String name) {
        if (!name.startsWith("_")) {
            return null;
        }
        try {
            if (IndexFileNames.parseGeneration(name) > 0) {
                return null;
            }
        } catch (NumberFormatException e) {
            // not a generation-style name: a plain segment file
        }
        return IndexFileNames.parseSegmentName(name);
    }

    private IndexOutput measure(String name, IOContext context, IndexOutput out) {
        IOContext.Context kind = context.context();
        String segment = segmentOf(name);
        if (segment != null && kind == IOContext.Context.FLUSH) {
            Unsealed u = unsealed.computeIfAbsent(segment, s -> new Unsealed());
            synchronized (u) {
                if (u.flushStart < 0) {
                    u.flushStart = System.nanoTime();
                }
            }
        }
        return new FilterIndexOutput("measured(" + name + ")", name, out) {
            private boolean closed;

            @Override
            public void close() throws IOException {
                if (closed) {
                    return;
                }
                closed = true;
                long bytes = getFilePointer();
                super.close();
                if (segment == null) {
                    stats.otherBytes.add(bytes);
                    return;
                }
                Unsealed u = unsealed.computeIfAbsent(segment, s -> new Unsealed());
                synchronized (u) {
                    u.bytes += bytes;
                }
                if (name.endsWith(".si")) {
                    seal(segment, kind);
                }
            }
        };
    }

    private void seal(String segment, IOContext.Context kind) {
        Unsealed u = unsealed.remove(segment);
        if (u == null) {
            return;
        }
        synchronized (u) {
            switch (kind) {
                case FLUSH -> {
                    stats.flushBytes.add(u.bytes);
                    stats.flushedSegments.increment();
                    if (u.flushStart >= 0) {
                        stats.flushNanos.add(System.nanoTime() - u.flushStart);
                    }
                }
                case MERGE -> stats.mergeBytes.add(u.bytes);
                default -> stats.otherBytes.add(u.bytes);
            }
        }
    }

    /** Counts the bytes of segments that were never sealed (aborted merges, unfinished work) as other; call last. */
    public void settle() {
        for (String segment : unsealed.keySet()) {
            Unsealed u = unsealed.remove(segment);
            if (u != null) {
                synchronized (u) {
                    stats.otherBytes.add(u.bytes);
                }
            }
        }
    }
}
