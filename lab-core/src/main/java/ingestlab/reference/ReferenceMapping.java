package ingestlab.reference;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import ingestlab.data.DataSettings;
import ingestlab.mapping.DateFormats;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.mapping.FieldMapping;
import ingestlab.mapping.FieldType;
import ingestlab.mapping.MappingMode;
import ingestlab.mapping.MappingSettings;
import ingestlab.settings.ExperimentSpec;
import java.util.Arrays;
import java.util.Map;

/**
 * An index's mapping as the lab builds it, written as an Elasticsearch 8.10/8.11 mapping for the reference node's
 * shards, so that the node indexes the same Lucene fields and never updates its mapping while indexing. Each lab
 * type becomes the node type that makes the same Lucene fields ({@code ingestlab.mapping.FieldType} says which);
 * only the parameters the lab models are written, the rest keep Elasticsearch's defaults, which are the lab's.
 * A type the node's shards cannot index the same way is refused ({@link IllegalArgumentException}, one line).
 */
final class ReferenceMapping {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReferenceMapping() {}

    /** The index's mapping JSON; null when the lab maps it dynamically (the node then maps it dynamically too). */
    static String of(ExperimentSpec index) {
        if (index.get(MappingSettings.MAPPING) == MappingMode.DYNAMIC) {
            return null;
        }
        ExplicitMapping mapping = index.get(MappingSettings.MAPPING_FILE) != null
                ? index.get(MappingSettings.MAPPING_FILE).mapping()
                : ExplicitMapping.declaredBy(index.get(DataSettings.DATASET));
        String where = index.get(MappingSettings.MAPPING_FILE) != null
                ? MappingSettings.MAPPING_FILE.option() + " " + index.get(MappingSettings.MAPPING_FILE)
                : DataSettings.DATASET.option() + " " + index.get(DataSettings.DATASET).name();
        return json(mapping, where);
    }

    /**
     * {@code mapping} as node mapping JSON: {@code "dynamic": false}, because the lab indexes no field its explicit
     * mapping leaves out (they stay in {@code _source} only), and the fields nested by their dotted names.
     *
     * @param where names the mapping's origin in a refusal ({@code --dataset logs-k8})
     */
    static String json(ExplicitMapping mapping, String where) {
        ObjectNode root = JSON.createObjectNode();
        root.put("dynamic", false);
        ObjectNode properties = root.putObject("properties");
        mapping.fields().forEach((name, field) -> {
            ObjectNode translated = field(field, name, where);
            if (translated != null) {
                place(properties, name, translated, where);
            }
        });
        return root.toString();
    }

    /** The node field for one lab field; null for a field that makes no Lucene field (nothing to map). */
    private static ObjectNode field(FieldMapping field, String name, String where) {
        ObjectNode out = JSON.createObjectNode();
        switch (field.type()) {
            case TEXT -> out.put("type", "text"); // the lab always indexes text, with positions and norms
            // MatchOnlyTextFieldMapper (elastic/elasticsearch modules/mapper-extras/.../MatchOnlyTextFieldMapper.java,
            // Defaults.FIELD_TYPE) indexes tokens with IndexOptions.DOCS, no norms, never stored: text with
            // index_options docs and norms off makes that Lucene field, and bare shards have only the server's
            // mappers (the test framework's MapperTestUtils registers no plugin's).
            case MATCH_ONLY_TEXT -> out.put("type", "text").put("index_options", "docs").put("norms", false);
            // ConstantKeywordFieldMapper (x-pack/plugin/mapper-constant-keyword) adds no Lucene field; an unmapped
            // field under "dynamic": false adds none either, and keeps the value in _source as the lab does.
            case CONSTANT_KEYWORD -> {
                return null;
            }
            case SCALED_FLOAT -> throw new IllegalArgumentException(where + ": field [" + name + "] is scaled_float, "
                    + "which the reference node's shards cannot index (it lives in Elasticsearch's mapper-extras "
                    + "module, outside the server); allowed: " + allowed());
            case KEYWORD, LONG, INTEGER, SHORT, BYTE, DOUBLE, FLOAT, DATE, BOOLEAN, IP, GEO_POINT -> {
                out.put("type", field.type().esName());
                if (!field.index()) {
                    out.put("index", false);
                }
                if (field.docValues() != FieldMapping.of(field.type()).docValues()) {
                    out.put("doc_values", field.docValues());
                }
            }
        }
        if (field.store() && storesValues(field)) {
            out.put("store", true);
        }
        if (field.type() == FieldType.KEYWORD && field.ignoreAbove() != Integer.MAX_VALUE) {
            out.put("ignore_above", field.ignoreAbove());
        }
        if (field.type() == FieldType.DATE && !field.format().equals(DateFormats.DEFAULT)) {
            out.put("format", field.format());
        }
        if (!field.fields().isEmpty()) {
            ObjectNode subfields = out.putObject("fields");
            for (Map.Entry<String, FieldMapping> sub : field.fields().entrySet()) {
                ObjectNode translated = field(sub.getValue(), name + "." + sub.getKey(), where);
                if (translated != null) {
                    subfields.set(sub.getKey(), translated);
                }
            }
        }
        return out;
    }

    /** Whether the lab stores a value of this field when asked to ({@link FieldType}'s add methods). */
    private static boolean storesValues(FieldMapping field) {
        return switch (field.type()) {
            case GEO_POINT, MATCH_ONLY_TEXT, CONSTANT_KEYWORD -> false;
            case BOOLEAN -> field.index(); // stored with its indexed term only
            default -> true;
        };
    }

    /** Puts a field under its dotted name's objects ({@code host.os.name} in {@code host}, then {@code os}). */
    private static void place(ObjectNode properties, String name, ObjectNode field, String where) {
        String[] parts = name.split("\\.");
        ObjectNode level = properties;
        for (int i = 0; i < parts.length - 1; i++) {
            ObjectNode object = (ObjectNode) level.get(parts[i]);
            if (object == null) {
                object = level.putObject(parts[i]);
            } else if (object.has("type")) {
                throw new IllegalArgumentException(where + ": field [" + name + "] lies under field ["
                        + String.join(".", Arrays.copyOf(parts, i + 1)) + "], which is not an object; "
                        + "a node mapping cannot hold both");
            }
            level = object.has("properties") ? (ObjectNode) object.get("properties") : object.putObject("properties");
        }
        if (level.has(parts[parts.length - 1])) {
            throw new IllegalArgumentException(where + ": field [" + name + "] is also an object of other fields; a "
                    + "node mapping cannot hold both");
        }
        level.set(parts[parts.length - 1], field);
    }

    /** The lab types the node can map. */
    private static String allowed() {
        StringBuilder names = new StringBuilder();
        for (FieldType type : FieldType.values()) {
            if (type != FieldType.SCALED_FLOAT) {
                names.append(names.isEmpty() ? "" : ", ").append(type.esName());
            }
        }
        return names.toString();
    }
}
