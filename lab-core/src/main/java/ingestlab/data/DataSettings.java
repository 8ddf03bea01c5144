package ingestlab.data;

import static ingestlab.settings.Scope.INDEX;

import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import java.nio.file.Path;

/** The settings of what an index is fed: its dataset, and whether documents carry ids that repeat. */
public final class DataSettings {
    private DataSettings() {}

    public static final Setting<Dataset> DATASET = Setting.of("dataset", INDEX, DatasetCatalog::resolve)
            .label("NAME").defaultText("europarl").text(Dataset::name).paths(DataSettings::corpusIn)
            .describe("Dataset to index: a name from 'lab datasets', linedocs:PATH or ndjson:PATH (plain, .gz or .bz2).")
            .build();
    // Elasticsearch's bulk indexing with auto-generated ids: append-only.
    public static final Setting<IdMode> IDS = Setting.named("ids", INDEX, IdMode.class)
            .label("MODE").defaultText("auto")
            .describe("auto: append with addDocument (auto-generated ids); explicit: each id is looked up in the shard's "
                    + "version map, then in the index, and added when new or replaced (softUpdateDocument) when known.")
            .build();
    public static final Setting<Double> UPDATE_RATIO = Setting.of("update_ratio", INDEX, Parsers::decimal)
            .label("R").defaultText("0.0").bound(r -> r >= 0 && r < 1, "is out of range (0 <= ratio < 1)")
            .describe("Fraction of documents re-sent with an id already indexed, which replaces it (needs --ids "
                    + "explicit).")
            .build();

    /** A file scheme's path ({@code linedocs:PATH}, {@code ndjson:PATH}) resolved against {@code folder}. */
    private static String corpusIn(String text, Path folder) {
        int scheme = text.indexOf(':');
        return scheme > 0 ? text.substring(0, scheme + 1) + folder.resolve(text.substring(scheme + 1)) : text;
    }
}
