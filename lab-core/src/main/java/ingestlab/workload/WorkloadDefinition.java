package ingestlab.workload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import ingestlab.settings.SettingCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A workload as written: node settings, index settings every index shares, and the indices, each with its name,
 * share of the documents and own index settings. Values are kept as text and checked when read (every key a known
 * setting of the right scope, every value parsed), so a bad file is refused before anything runs. Read from a YAML
 * file, a built-in name ({@code logs}), or its own JSON ({@link #toString()}), which is how a spec carries it to a
 * forked trial and to {@code lab recover}; {@link #hash()} names its content as written. Keys are checked against the
 * {@link SettingCatalog} the caller gives, which sits above this package.
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
 * @param folder where the file paths it gives relative resolve ({@code mapping_file}, {@code linedocs:PATH}): the
 *     working folder it was read in, as a path on the command line resolves; null when it gives none relative
 */
public record WorkloadDefinition(String name, Map<String, String> node, Map<String, String> indexDefaults,
                                 List<Entry> indices, Path folder) {
    /** One index as written. */
    public record Entry(String name, double share, Map<String, String> settings) {
        public Entry {
            settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        }
    }

    /** An index's key for its share of the documents: beside its settings, not one of them. */
    public static final String SHARE = "share";
    static final ObjectMapper JSON = new ObjectMapper();
    /** The section of the JSON a spec carries that says where relative paths resolve; not part of a file. */
    static final String FOLDER = "folder";
    /** The key of the setting whose values are workloads; a workload cannot give it. */
    public static final String KEY = "workload";
    /** Where built-in workloads are, as {@code NAME.yaml}. */
    private static final String BUILT_IN = "/ingestlab/workloads/";
    /** The built-in workloads' names. */
    public static final List<String> BUILT_IN_NAMES = List.of("logs");

    public WorkloadDefinition {
        node = Collections.unmodifiableMap(new LinkedHashMap<>(node));
        indexDefaults = Collections.unmodifiableMap(new LinkedHashMap<>(indexDefaults));
        indices = List.copyOf(indices);
    }

    /**
     * A built-in name, inline JSON ({@code {...}}), or a YAML file, its keys checked against {@code settings};
     * IllegalArgumentException says what is wrong.
     */
    public static WorkloadDefinition resolve(String text, SettingCatalog settings) {
        String t = text == null ? "" : text.trim();
        if (t.startsWith("{")) {
            return WorkloadParser.json(t, settings);
        }
        if (BUILT_IN_NAMES.contains(t)) {
            try (InputStream in = WorkloadDefinition.class.getResourceAsStream(BUILT_IN + t + ".yaml")) {
                if (in == null) {
                    throw new IllegalStateException("the built-in workload " + t + " is missing from the jar");
                }
                return WorkloadParser.yaml(new String(in.readAllBytes(), StandardCharsets.UTF_8), t, "built-in " + t, t,
                        settings);
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
            return WorkloadParser.yaml(Files.readString(file, StandardCharsets.UTF_8), t, "'" + t + "'", base,
                    settings);
        } catch (IOException e) {
            throw new IllegalArgumentException("'" + text + "' cannot be read: " + e.getMessage(), e);
        }
    }

    /**
     * This workload with one index's setting, or its {@link #SHARE}, changed ({@code indices.NAME.KEY} in a sweep);
     * checked against {@code settings} as when read; its relative paths resolve where this workload's do.
     */
    public WorkloadDefinition withIndexSetting(String index, String key, String value, SettingCatalog settings) {
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
        return WorkloadParser.parse(json, "indices." + index, name, settings,
                folder == null ? WorkloadParser.workingFolder() : folder);
    }

    /** The canonical JSON, as written: sections and keys in a fixed order, values as text. */
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

    /**
     * The first 12 hex digits of the SHA-256 of the canonical JSON as written (relative paths as given): two
     * workloads of one content share it.
     */
    public String hash() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(toJson().toString()
                    .getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** The JSON a spec carries: the canonical JSON, and the folder its relative paths resolve in, if any. */
    @Override
    public String toString() {
        ObjectNode json = toJson();
        if (folder != null) {
            json.put(FOLDER, folder.toString());
        }
        return json.toString();
    }
}
