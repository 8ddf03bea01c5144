package ingestlab.metrics;

import java.util.Locale;
import java.util.function.Function;

/** The columns of a timeline row ({@code --timeline}), declared once, each read from a {@link NodeSample}. */
public enum TimelineColumn {
    T_S(s -> Unit.SECONDS.format(s.seconds())),
    DOCS_INDEXED(s -> Long.toString(s.docsIndexed())),
    BUFFER_USED_BYTES(s -> Long.toString(s.bufferUsedBytes())),
    BUFFER_FLUSHING_BYTES(s -> Long.toString(s.bufferFlushingBytes())),
    SEGMENT_COUNT(s -> Integer.toString(s.segmentCount())),
    MERGES_RUNNING(s -> Integer.toString(s.mergesRunning())),
    FLUSHES_BY_CONTROLLER(s -> count(s, Metric.FLUSHES_BY_CONTROLLER)),
    FLUSHES_BY_REFRESH(s -> count(s, Metric.FLUSHES_BY_REFRESH)),
    FLUSHES_BY_LUCENE(s -> count(s, Metric.FLUSHES_BY_LUCENE)),
    FLUSHES_BY_COMMIT(s -> count(s, Metric.FLUSHES_BY_COMMIT)),
    REFRESHES(s -> count(s, Metric.REFRESHES)),
    COMMITS(s -> count(s, Metric.COMMITS)),
    HEAP_USED_BYTES(s -> Long.toString(s.heapUsedBytes()));

    private final Function<NodeSample, String> reader;

    TimelineColumn(Function<NodeSample, String> reader) {
        this.reader = reader;
    }

    private static String count(NodeSample sample, Metric metric) {
        return Long.toString(sample.counts().getLong(metric));
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(NodeSample sample) {
        return reader.apply(sample);
    }
}
