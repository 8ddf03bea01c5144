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
import java.util.List;

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
        text.append(String.format("  stored fields: %s; fetch timing %s%n", storedFields(spec),
                spec.get(FetchProbe.MEASURE_FETCH) ? "on" : "off"));
        return text.toString();
    }

    /**
     * The stored-fields layout the shards write: on a node of many indices each index's own codec (the workload's
     * index defaults set it, not the node's spec), "mixed" when the indices differ.
     */
    static String storedFields(ExperimentSpec spec) {
        List<String> layouts = (spec.indices().isEmpty() ? List.of(spec) : spec.indices()).stream()
                .map(ResolvedSettings::layout).distinct().toList();
        return layouts.size() == 1 ? layouts.get(0) : Column.MIXED + " (" + String.join("; ", layouts) + ")";
    }

    private static String layout(ExperimentSpec spec) {
        StoredFieldsLayout layout = spec.get(WriterSettings.CODEC).storedFields(spec.get(WriterSettings.CODEC_LEVEL));
        return String.format("%s, chunks of %s or %d docs", layout.mode(), ByteSize.human(layout.chunkBytes()),
                layout.maxDocsPerChunk());
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
