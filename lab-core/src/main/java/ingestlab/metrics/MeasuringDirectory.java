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
 * Observes what an IndexWriter writes: each output's bytes go to flush, merge or other by the
 * {@link IOContext#context()} it was opened with, so nothing is guessed. A flushed segment is counted when its
 * {@code .si} file is written under a flush context, and its flush time runs from its first file opened to its
 * last file closed.
 */
public final class MeasuringDirectory extends FilterDirectory {
    private final IoStats stats;
    private final Map<String, long[]> flushWindows = new ConcurrentHashMap<>();

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

    private IndexOutput measure(String name, IOContext context, IndexOutput out) {
        IOContext.Context kind = context.context();
        String segment = kind == IOContext.Context.FLUSH ? IndexFileNames.parseSegmentName(name) : null;
        if (segment != null) {
            long now = System.nanoTime();
            flushWindows.computeIfAbsent(segment, s -> new long[] {now, now});
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
                switch (kind) {
                    case FLUSH -> {
                        stats.flushBytes.add(bytes);
                        long[] window = flushWindows.get(segment);
                        if (window != null) {
                            synchronized (window) {
                                window[1] = Math.max(window[1], System.nanoTime());
                            }
                        }
                        if (name.endsWith(".si")) {
                            stats.flushedSegments.increment();
                        }
                    }
                    case MERGE -> stats.mergeBytes.add(bytes);
                    default -> stats.otherBytes.add(bytes);
                }
            }
        };
    }

    /** Adds the flush time of every segment this directory saw flushed to the stats; call once, after indexing. */
    public void publishFlushTimes() {
        long total = 0;
        for (long[] window : flushWindows.values()) {
            synchronized (window) {
                total += window[1] - window[0];
            }
        }
        flushWindows.clear();
        stats.flushNanos.add(total);
    }
}
