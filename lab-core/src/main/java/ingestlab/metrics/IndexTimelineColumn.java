package ingestlab.metrics;

import java.util.Locale;
import java.util.function.BiFunction;

/**
 * The columns of a per-index timeline row ({@code --timeline} on a node of many indices), declared once, each read
 * from a {@link NodeSample} and one of its {@link IndexSample}s.
 */
public enum IndexTimelineColumn {
    T_S((node, index) -> Unit.SECONDS.format(node.seconds())),
    INDEX((node, index) -> index.index()),
    DOCS_INDEXED((node, index) -> Long.toString(index.docsIndexed())),
    BUFFER_USED_BYTES((node, index) -> Long.toString(index.bufferUsedBytes())),
    BUFFER_FLUSHING_BYTES((node, index) -> Long.toString(index.bufferFlushingBytes())),
    SEGMENT_COUNT((node, index) -> Integer.toString(index.segmentCount())),
    // the two counts say when an index went search-idle: its refreshes stop, its skipped ones start
    REFRESHES((node, index) -> Long.toString(index.refreshes())),
    REFRESHES_SKIPPED_IDLE((node, index) -> Long.toString(index.refreshesSkippedIdle()));

    private final BiFunction<NodeSample, IndexSample, String> reader;

    IndexTimelineColumn(BiFunction<NodeSample, IndexSample, String> reader) {
        this.reader = reader;
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(NodeSample node, IndexSample index) {
        return reader.apply(node, index);
    }
}
