package ingestlab.report;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.codec.StoredFieldsLayout;
import ingestlab.metrics.FetchProbe;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.settings.ByteSize;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.WriterSettings;

/**
 * A spec's settings as its trials resolve them, printed before {@code lab run} starts so its output explains itself:
 * every setting column, then what the settings become on the node (the buffer against the heap, the refresh schedule,
 * the stored-fields layout).
 */
public final class ResolvedSettings {
    private ResolvedSettings() {}

    public static String render(ExperimentSpec spec) {
        StringBuilder text = new StringBuilder("Settings (resolved):\n");
        for (Column column : LabSettings.columns()) {
            text.append(String.format("  %-24s %s%n", column.column(), column.value(spec)));
        }
        text.append(String.format("  buffer is %s of a %s heap; refreshes %s%n", ByteSize.human(ControllerSettings.from(spec).bufferBytes()),
                ByteSize.human(spec.get(ControllerSettings.HEAP_BYTES)), refreshNote(spec)));
        StoredFieldsLayout storedFields = spec.get(WriterSettings.CODEC).storedFields(spec.get(WriterSettings.CODEC_LEVEL));
        text.append(String.format("  stored fields: %s, chunks of %s or %d docs; fetch timing %s%n", storedFields.mode(),
                ByteSize.human(storedFields.chunkBytes()), storedFields.maxDocsPerChunk(),
                spec.get(FetchProbe.MEASURE_FETCH) ? "on" : "off"));
        return text.toString();
    }

    private static String refreshNote(ExperimentSpec spec) {
        if (spec.get(IndexSettings.REFRESH_INTERVAL_MS).isOff()) {
            return "off";
        }
        if (spec.get(IndexSettings.SEARCH_IDLE_MS).isOff()) {
            return "every " + spec.get(IndexSettings.REFRESH_INTERVAL_MS);
        }
        return "every " + spec.get(IndexSettings.REFRESH_INTERVAL_MS) + (spec.get(NodeSettings.SEARCH_RATE) > 0
                ? " while searched (" + spec.get(NodeSettings.SEARCH_RATE) + " searches/s; a shard unsearched for " + spec.get(IndexSettings.SEARCH_IDLE_MS)
                        + " goes search-idle)"
                : " until shards go search-idle after " + spec.get(IndexSettings.SEARCH_IDLE_MS));
    }
}
