package ingestlab.metrics;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.IndexFileNames;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.FilterIndexOutput;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;

/**
 * Observes what one shard's IndexWriter writes, and attributes every byte and every flushed segment without
 * guessing:
 * <ul>
 *   <li>A segment's files are held under its name until its {@code .si} file is written: the {@link IOContext} of
 *       that write says whether a flush or a merge sealed the segment, and all of the segment's bytes go there. This
 *       matters because Lucene writes stored fields while indexing, under {@code DEFAULT}, long before the flush; and
 *       it counts the per-file outputs and the compound-file repack of the same segment together.</li>
 *   <li>A flushed segment's cause is the one its sealing thread declared ({@link #attribute}); a thread that
 *       declared none is helping a full flush in progress on this shard (Lucene's indexing threads take queued
 *       segments of a full flush in {@code DocumentsWriter#postUpdate}) and gets that flush's cause, or else was
 *       flushing by IndexWriter's own policy.</li>
 *   <li>Files with a generation ({@code _3_1.liv}, doc-values updates of soft deletes), commit files
 *       ({@code segments_N}) and segments never sealed (an aborted merge) count only in {@code bytes_written}.</li>
 * </ul>
 * A flushed segment's flush time runs from its first file opened under a flush context to its {@code .si} closed.
 */
public final class MeasuringDirectory extends FilterDirectory {
    private final MetricRegistry counters;
    private final Samples samples;
    private final Map<String, Unsealed> unsealed = new ConcurrentHashMap<>();
    private final ThreadLocal<FlushCause> declaredCause = new ThreadLocal<>();
    private volatile FlushCause fullFlushCause;

    /** Bytes of a segment whose {@code .si} is not written yet. */
    private static final class Unsealed {
        long bytes; // guarded by this
        long flushStart = -1; // guarded by this
    }

    /** Work that writes segments, attributed to a cause. */
    public interface Flush<T> {
        T run() throws IOException;
    }

    public MeasuringDirectory(Directory in, MetricRegistry counters, Samples samples) {
        super(in);
        this.counters = counters;
        this.samples = samples;
    }

    /**
     * Runs {@code flush}, attributing the segments this thread seals to {@code cause}; with {@code full}, also those
     * other threads seal meanwhile without a cause of their own. The shard allows one full flush at a time.
     */
    public <T> T attribute(FlushCause cause, boolean full, Flush<T> flush) throws IOException {
        FlushCause outer = declaredCause.get();
        declaredCause.set(cause);
        if (full) {
            fullFlushCause = cause;
        }
        try {
            return flush.run();
        } finally {
            if (full) {
                fullFlushCause = null;
            }
            if (outer == null) {
                declaredCause.remove();
            } else {
                declaredCause.set(outer);
            }
        }
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

    /** Bytes of every file in the directory but the write lock: the store size a trial reports. */
    public long storeBytes() throws IOException {
        long total = 0;
        for (String file : listAll()) {
            if (!file.equals(IndexWriter.WRITE_LOCK_NAME)) {
                total += fileLength(file);
            }
        }
        return total;
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

            // FilterIndexOutput forwards only writeByte and writeBytes: without these, every int, short and long
            // Lucene writes would go byte by byte through DataOutput's defaults instead of the delegate's own
            // (OutputStreamIndexOutput writes them whole). Calibration measured this wrapper's cost (reports/harness-overhead.md).
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
                long bytes = getFilePointer();
                super.close();
                counters.add(Metric.BYTES_WRITTEN, bytes);
                if (segment == null) {
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
                    counters.add(Metric.FLUSHED_BYTES, u.bytes);
                    counters.increment(causeOfThisFlush().metric());
                    samples.record(Sample.FLUSHED_SEGMENT_BYTES, u.bytes);
                    if (u.flushStart >= 0) {
                        counters.add(Metric.FLUSH_TIME_S, System.nanoTime() - u.flushStart);
                    }
                }
                case MERGE -> {
                    counters.add(Metric.MERGED_BYTES, u.bytes);
                    samples.record(Sample.MERGED_SEGMENT_BYTES, u.bytes);
                }
                default -> {
                    // neither flushed nor merged (Lucene seals segments only under FLUSH or MERGE): bytes_written only
                }
            }
        }
    }

    private FlushCause causeOfThisFlush() {
        FlushCause declared = declaredCause.get();
        if (declared != null) {
            return declared;
        }
        FlushCause full = fullFlushCause;
        return full != null ? full : FlushCause.LUCENE;
    }
}
