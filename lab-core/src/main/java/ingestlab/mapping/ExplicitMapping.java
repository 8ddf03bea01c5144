package ingestlab.mapping;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.data.Dataset;
import ingestlab.util.InputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A declared mapping ({@code --mapping explicit}): each field has its type. Fields the mapping does not declare are
 * not indexed (as with Elasticsearch's {@code "dynamic": false}); they stay in the stored source.
 */
public final class ExplicitMapping extends Mapping {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Map<String, FieldMapping> fields;

    /** @param fields by dotted name */
    public ExplicitMapping(Map<String, FieldMapping> fields) {
        this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public Map<String, FieldMapping> fields() {
        return fields;
    }

    @Override
    protected FieldMapping mappingFor(String name, Object value) {
        return fields.get(name);
    }

    /** The types a dataset declares; IllegalArgumentException if it declares none (an NDJSON file). */
    public static ExplicitMapping declaredBy(Dataset dataset) {
        String json = dataset.mappingJson().orElseThrow(() -> new IllegalArgumentException(
                "'" + dataset.name() + "' declares no field types"));
        return declared(json, "the mapping of " + dataset.name());
    }

    /** Parses a mapping the lab itself declares: a mistake in it is a bug (the tests parse every one). */
    static ExplicitMapping declared(String json, String where) {
        try {
            return parse(json, where);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads an Elasticsearch mapping file: {@code {"mappings": {"properties": ...}}} or {@code {"properties": ...}},
     * with the types of {@link FieldType} and the parameters {@code store, index, doc_values, ignore_above,
     * scaling_factor, format, fields}; objects nest through {@code properties}.
     */
    public static ExplicitMapping read(Path file) throws IOException {
        String problem = InputFile.problem(file);
        if (problem != null) {
            throw new IOException("no readable mapping file " + file + " (" + problem + ")");
        }
        return parse(Files.readString(file), "mapping file " + file);
    }

    /** Parses mapping JSON as {@link #read} does; {@code where} names it in error messages. */
    public static ExplicitMapping parse(String json, String where) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException(where + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode mappings = root.has("mappings") ? root.get("mappings") : root;
        JsonNode properties = mappings.get("properties");
        if (properties == null || !properties.isObject()) {
            throw new IOException(where + " has no \"properties\" object");
        }
        Map<String, FieldMapping> fields = new LinkedHashMap<>();
        readProperties(where, "", properties, fields);
        return new ExplicitMapping(fields);
    }

    /** The declared fields, one line each: name and Elasticsearch type, with subfields. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        fields.forEach((name, field) -> {
            StringBuilder line = new StringBuilder(name).append(": ").append(field.type().esName());
            field.fields().forEach((sub, m) -> line.append(", .").append(sub).append(": ").append(m.type().esName()));
            lines.add(line.toString());
        });
        return lines;
    }

    private static void readProperties(String where, String prefix, JsonNode properties, Map<String, FieldMapping> out)
            throws IOException {
        for (Iterator<Map.Entry<String, JsonNode>> it = properties.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String name = prefix + entry.getKey();
            JsonNode def = entry.getValue();
            String type = def.path("type").asText(def.has("properties") ? "object" : "");
            if (type.equals("object")) {
                readProperties(where, name + ".", def.path("properties"), out);
                continue;
            }
            out.put(name, field(where, name, type, def));
        }
    }

    private static FieldMapping field(String where, String name, String typeName, JsonNode def) throws IOException {
        FieldType type = FieldType.byEsName(typeName);
        if (type == null) {
            throw new IOException(where + ": field [" + name + "] has type [" + typeName
                    + "], which the lab does not support (supported: " + FieldType.supported() + ")");
        }
        if (type == FieldType.SCALED_FLOAT && !def.has("scaling_factor")) {
            throw new IOException(where + ": scaled_float field [" + name + "] needs scaling_factor");
        }
        Map<String, FieldMapping> subfields = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = def.path("fields").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> sub = it.next();
            subfields.put(sub.getKey(), field(where, name + "." + sub.getKey(),
                    sub.getValue().path("type").asText(""), sub.getValue()));
        }
        return new FieldMapping(type, def.path("store").asBoolean(false), def.path("index").asBoolean(true),
                def.path("doc_values").asBoolean(type.docValuesByDefault()),
                def.path("ignore_above").asInt(Integer.MAX_VALUE), def.path("scaling_factor").asDouble(0),
                def.path("format").asText(DateFormats.DEFAULT), Map.copyOf(subfields));
    }
}
