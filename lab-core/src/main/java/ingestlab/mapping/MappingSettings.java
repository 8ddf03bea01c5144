package ingestlab.mapping;

import static ingestlab.settings.Scope.INDEX;

import ingestlab.data.DataSettings;
import ingestlab.settings.Setting;
import ingestlab.util.NamedValues;

/** The settings of how source fields become Lucene fields. */
public final class MappingSettings {
    private MappingSettings() {}

    /** Explicit where the dataset (or a mapping file) declares types; otherwise dynamic, as Elasticsearch maps. */
    public static final Setting<MappingMode> MAPPING = Setting.named("mapping", INDEX, MappingMode.class)
            .label("MODE").derivedDefault("explicit", v -> MappingMode.EXPLICIT.canMap(v.get(DataSettings.DATASET),
                    v.get(MappingSettings.MAPPING_FILE)) ? MappingMode.EXPLICIT : MappingMode.DYNAMIC)
            .describe("How source fields become Lucene fields: " + NamedValues.allowed(MappingMode.class)
                    + " (Elasticsearch dynamic mapping: strings become text + .keyword).")
            .build();
    public static final Setting<MappingFile> MAPPING_FILE = Setting.of("mapping_file", INDEX, MappingFile::read)
            .label("FILE").optional().paths((text, folder) -> folder.resolve(text).toString())
            .describe("Elasticsearch mapping JSON (properties with text, keyword, long, integer, short, byte, double, "
                    + "float, scaled_float, date, boolean, ip, geo_point) replacing the dataset's declared types; "
                    + "without one, an ndjson:PATH corpus is mapped dynamically.")
            .build();
}
