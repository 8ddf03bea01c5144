package ingestlab.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A declared mapping ({@code --mapping explicit}): each field has its type. Fields the mapping does not declare are
 * not indexed (as with Elasticsearch's {@code "dynamic": false}); they stay in the stored source.
 */
public final class ExplicitMapping extends Mapping {
    private final Map<String, FieldMapping> fields;

    /** @param fields by dotted name */
    public ExplicitMapping(Map<String, FieldMapping> fields) {
        this.fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public Map<String, FieldMapping> fields() {
        return fields;
    }

    @Override
    protected FieldMapping mappingFor(String name, Object value) {
        return fields.get(name);
    }

    /**
     * Reads an Elasticsearch mapping file: {@code {"mappings": {"properties": ...}}} or {@code {"properties": ...}},
     * with the types of {@link FieldType} and the parameters {@code store, index, doc_values, ignore_above,
     * scaling_factor, format, fields}; objects nest through {@code properties}.
     */
    public static ExplicitMapping read(Path file) throws IOException {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException("mapping file " + file + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode mappings = root.has("mappings") ? root.get("mappings") : root;
        JsonNode properties = mappings.get("properties");
        if (properties == null || !properties.isObject()) {
            throw new IOException("mapping file " + file + " has no \"properties\" object");
        }
        Map<String, FieldMapping> fields = new LinkedHashMap<>();
        readProperties(file, "", properties, fields);
        return new ExplicitMapping(fields);
    }

    private static void readProperties(Path file, String prefix, JsonNode properties, Map<String, FieldMapping> out)
            throws IOException {
        for (Iterator<Map.Entry<String, JsonNode>> it = properties.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String name = prefix + entry.getKey();
            JsonNode def = entry.getValue();
            String type = def.path("type").asText(def.has("properties") ? "object" : "");
            if (type.equals("object")) {
                readProperties(file, name + ".", def.path("properties"), out);
                continue;
            }
            out.put(name, field(file, name, type, def));
        }
    }

    private static FieldMapping field(Path file, String name, String typeName, JsonNode def) throws IOException {
        FieldType type = FieldType.byEsName(typeName);
        if (type == null) {
            throw new IOException("mapping file " + file + ": field [" + name + "] has type [" + typeName
                    + "], which the lab does not support (supported: " + FieldType.supported() + ")");
        }
        if (type == FieldType.SCALED_FLOAT && !def.has("scaling_factor")) {
            throw new IOException("mapping file " + file + ": scaled_float field [" + name + "] needs scaling_factor");
        }
        FieldMapping m = FieldMapping.of(type)
                .withStore(def.path("store").asBoolean(false))
                .withIndex(def.path("index").asBoolean(true))
                .withDocValues(def.path("doc_values").asBoolean(type.docValuesByDefault()))
                .withIgnoreAbove(def.path("ignore_above").asInt(Integer.MAX_VALUE))
                .withScalingFactor(def.path("scaling_factor").asDouble(0))
                .withFormat(def.path("format").asText(DateFormats.DEFAULT));
        for (Iterator<Map.Entry<String, JsonNode>> it = def.path("fields").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> sub = it.next();
            m = m.withSubfield(sub.getKey(), field(file, name + "." + sub.getKey(),
                    sub.getValue().path("type").asText(""), sub.getValue()));
        }
        return m;
    }
}
