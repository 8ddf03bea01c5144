package ingestlab.settings;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A workload as written: node settings, index settings every index shares, and the indices, each with its name,
 * share of the documents and own index settings. Values are kept as text and checked when read (every key a known
 * setting of the right scope, every value parsed), so a bad file is refused before anything runs. Read from a YAML
 * file, a built-in name ({@code logs}), or its own canonical JSON ({@link #toJson()}), which is how a spec carries it
 * to a forked trial; {@link #hash()} names its content.
 *
 * <pre>
 * name: logs
 * node: {bulk_size: 1000, bulk_mix: runs}
 * index_defaults: {codec: best-compression}
 * indices:
 *   - {name: k8, share: 0.64, dataset: logs-k8-application, refresh_interval: 5s}
 * </pre>
 *
 * @param node node-scoped settings, by key
 * @param indexDefaults index-scoped settings of every index, by key
 * @param indices each index's name, share (as given, positive) and index-scoped settings, by key
 */
public record WorkloadDefinition(String name, Map<String, String> node, Map<String, String> indexDefaults,
                                 List<Entry> indices) {
    /** One index as written. */
    public record Entry(String name, double share, Map<String, String> settings) {
        public Entry {
            settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        }
    }

    /** An index's key for its share of the documents: beside its settings, not one of them. */
    public static final String SHARE = "share";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> SECTIONS = Set.of("name", "node", "index_defaults", "indices");
    private static final Pattern INDEX_NAME = Pattern.compile("[a-z0-9][a-z0-9_.-]*");
    /** Where built-in workloads are, as {@code NAME.yaml}. */
    private static final String BUILT_IN = "/ingestlab/workloads/";
    /** The built-in workloads' names. */
    public static final List<String> BUILT_IN_NAMES = List.of("logs");

    public WorkloadDefinition {
        node = Collections.unmodifiableMap(new LinkedHashMap<>(node));
        indexDefaults = Collections.unmodifiableMap(new LinkedHashMap<>(indexDefaults));
        indices = List.copyOf(indices);
    }

    /** A built-in name, inline JSON ({@code {...}}), or a YAML file; IllegalArgumentException says what is wrong. */
    public static WorkloadDefinition resolve(String text) {
        String t = text == null ? "" : text.trim();
        if (t.startsWith("{")) {
            return parse(read(JSON, t, "the workload's JSON"), "the workload's JSON", "workload");
        }
        if (BUILT_IN_NAMES.contains(t)) {
            try (InputStream in = WorkloadDefinition.class.getResourceAsStream(BUILT_IN + t + ".yaml")) {
                if (in == null) {
                    throw new IllegalStateException("the built-in workload " + t + " is missing from the jar");
                }
                return parse(read(YAML, new String(in.readAllBytes(), StandardCharsets.UTF_8), t), "built-in " + t, t);
            } catch (IOException e) {
                throw new IllegalStateException("the built-in workload " + t + " cannot be read", e);
            }
        }
        Path file = Path.of(t);
        if (!t.endsWith(".yaml") && !t.endsWith(".yml") && !Files.exists(file)) {
            throw new IllegalArgumentException("'" + text + "' is not a built-in workload (" + String.join(", ",
                    BUILT_IN_NAMES) + ") nor a YAML file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("'" + text + "' does not exist or is not a file");
        }
        try {
            String base = file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
            return parse(read(YAML, Files.readString(file, StandardCharsets.UTF_8), t), "'" + t + "'", base);
        } catch (IOException e) {
            throw new IllegalArgumentException("'" + text + "' cannot be read: " + e.getMessage(), e);
        }
    }

    private static JsonNode read(ObjectMapper mapper, String content, String where) {
        try {
            return mapper.readTree(content);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(where + " is not valid " + (mapper == JSON ? "JSON" : "YAML")
                    + (e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr()) + ": "
                    + e.getOriginalMessage().lines().findFirst().orElse(""));
        }
    }

    private static WorkloadDefinition parse(JsonNode root, String where, String defaultName) {
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(where + " must be a mapping with node:, index_defaults: and indices:");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!SECTIONS.contains(key)) {
                throw new IllegalArgumentException(where + ": unknown section '" + key + "' (allowed: name, node, "
                        + "index_defaults, indices)" + (LabSettings.find(key).isPresent() ? "; settings go in node:, "
                        + "index_defaults: or an index" : ""));
            }
        }
        String name = root.path("name").asText(defaultName);
        Map<String, String> node = settings(root.path("node"), where + ": node:", Scope.NODE);
        Map<String, String> defaults = settings(root.path("index_defaults"), where + ": index_defaults:", Scope.INDEX);
        JsonNode list = root.path("indices");
        if (!list.isArray() || list.isEmpty()) {
            throw new IllegalArgumentException(where + ": indices: must be a list of at least one index");
        }
        List<Entry> entries = new ArrayList<>();
        int i = 0;
        for (JsonNode index : list) {
            i++;
            if (!index.isObject()) {
                throw new IllegalArgumentException(where + ": indices[" + i + "] must be a mapping");
            }
            String indexName = index.path("name").asText("");
            String at = where + ": index " + (indexName.isEmpty() ? "#" + i : "'" + indexName + "'");
            if (!INDEX_NAME.matcher(indexName).matches()) {
                throw new IllegalArgumentException(at + ": name: '" + indexName + "' is not an index name (lowercase "
                        + "letters, digits, '_', '-' and '.', not first)");
            }
            if (entries.stream().anyMatch(e -> e.name().equals(indexName))) {
                throw new IllegalArgumentException(at + ": name: '" + indexName + "' is given twice (index names are "
                        + "unique)");
            }
            JsonNode shareNode = index.path(SHARE);
            double share = shareNode.isNumber() ? shareNode.asDouble() : Double.NaN;
            if (!(share > 0) || Double.isInfinite(share)) {
                throw new IllegalArgumentException(at + ": share: '" + shareNode.asText() + "' is not allowed (a "
                        + "positive number: the index's share of the documents)");
            }
            ObjectNode own = ((ObjectNode) index).deepCopy();
            own.remove(List.of("name", SHARE));
            Map<String, String> settings = settings(own, at + ":", Scope.INDEX);
            if (!settings.containsKey(LabSettings.DATASET.key()) && !defaults.containsKey(LabSettings.DATASET.key())) {
                throw new IllegalArgumentException(at + ": no dataset (give dataset: NAME, as for --dataset)");
            }
            entries.add(new Entry(indexName, share, settings));
        }
        return new WorkloadDefinition(name, node, defaults, entries);
    }

    /** A section's settings by key, each a known setting of {@code scope} whose value parses. */
    private static Map<String, String> settings(JsonNode section, String where, Scope scope) {
        Map<String, String> values = new LinkedHashMap<>();
        if (section.isMissingNode() || section.isNull()) {
            return values;
        }
        if (!section.isObject()) {
            throw new IllegalArgumentException(where + " must map setting names to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = section.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            Setting<?> setting = LabSettings.find(field.getKey()).filter(Setting::isOption)
                    .orElseThrow(() -> new IllegalArgumentException(where + " unknown setting '" + field.getKey()
                            + "' (allowed: " + keys(scope) + ")"));
            if (setting.scope() != scope || setting == LabSettings.WORKLOAD) {
                throw new IllegalArgumentException(where + " '" + field.getKey() + "' is " + (setting.scope() == Scope.NODE
                        ? "a node setting: give it under node:" : "an index setting: give it in index_defaults: or "
                        + "an index"));
            }
            if (field.getValue().isContainerNode()) {
                throw new IllegalArgumentException(where + " " + setting.key() + " must be a single value");
            }
            String text = field.getValue().asText();
            try {
                setting.parse(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + " " + setting.key() + ": " + e.getMessage(), e);
            }
            values.put(setting.key(), text);
        }
        return values;
    }

    private static String keys(Scope scope) {
        return String.join(", ", LabSettings.options().stream()
                .filter(s -> s.scope() == scope && s != LabSettings.WORKLOAD).map(Setting::key).toList());
    }

    /**
     * This workload with one index's setting, or its {@link #SHARE}, changed ({@code indices.NAME.KEY} in a sweep);
     * checked as when read.
     */
    public WorkloadDefinition withIndexSetting(String index, String key, String value) {
        if (indices.stream().noneMatch(e -> e.name().equals(index))) {
            throw new IllegalArgumentException("indices." + index + "." + key + ": workload '" + name + "' has no index '"
                    + index + "' (its indices: " + String.join(", ", indices.stream().map(Entry::name).toList()) + ")");
        }
        ObjectNode json = toJson();
        for (JsonNode entry : json.withArray("indices")) {
            if (entry.path("name").asText().equals(index)) {
                if (key.equals(SHARE)) {
                    // a share is read as a number; text that is not one stays text and is refused as when read
                    try {
                        ((ObjectNode) entry).put(key, Double.parseDouble(value));
                    } catch (NumberFormatException notANumber) {
                        ((ObjectNode) entry).put(key, value);
                    }
                } else {
                    ((ObjectNode) entry).put(key, value);
                }
            }
        }
        return parse(json, "indices." + index, name);
    }

    /** The canonical JSON: sections and keys in a fixed order, values as text. */
    public ObjectNode toJson() {
        ObjectNode json = JSON.createObjectNode();
        json.put("name", name);
        json.set("node", JSON.valueToTree(node));
        json.set("index_defaults", JSON.valueToTree(indexDefaults));
        ArrayNode list = json.putArray("indices");
        for (Entry entry : indices) {
            ObjectNode index = list.addObject();
            index.put("name", entry.name());
            index.put(SHARE, entry.share());
            entry.settings().forEach(index::put);
        }
        return json;
    }

    /** The first 12 hex digits of the SHA-256 of the canonical JSON: two workloads of one content share it. */
    public String hash() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(toJson().toString()
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return toJson().toString();
    }
}
