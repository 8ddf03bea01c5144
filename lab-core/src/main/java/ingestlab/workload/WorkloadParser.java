package ingestlab.workload;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import ingestlab.settings.Scope;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a workload's YAML or JSON into a {@link WorkloadDefinition}, checking it as it goes: known sections, index
 * names, shares, and every key a setting of the right scope whose value parses, so a bad file is refused before
 * anything runs. Messages say where ({@code 'two.yaml': index 'hot': ...}).
 */
final class WorkloadParser {
    private static final Set<String> SECTIONS = Set.of("name", "node", "index_defaults", "indices");
    private static final Pattern INDEX_NAME = Pattern.compile("[a-z0-9][a-z0-9_.-]*");
    /** The key of an index's dataset, which every index needs. */
    private static final String DATASET = "dataset";

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private WorkloadParser() {}

    /** A workload's YAML; {@code source} names it in a syntax error, {@code where} in any other. */
    static WorkloadDefinition yaml(String content, String source, String where, String defaultName,
                                   SettingCatalog catalog) {
        return parse(read(YAML, content, source), where, defaultName, catalog, workingFolder());
    }

    /** Inline JSON, or the JSON a spec carries, which says in which folder its relative paths resolve. */
    static WorkloadDefinition json(String text, SettingCatalog catalog) {
        JsonNode json = read(WorkloadDefinition.JSON, text, "the workload's JSON");
        Path folder = workingFolder();
        if (json instanceof ObjectNode carried && carried.has(WorkloadDefinition.FOLDER)) {
            ObjectNode written = carried.deepCopy();
            folder = Path.of(written.remove(WorkloadDefinition.FOLDER).asText());
            json = written;
        }
        return parse(json, "the workload's JSON", "workload", catalog, folder);
    }

    private static JsonNode read(ObjectMapper mapper, String content, String where) {
        try {
            return mapper.readTree(content);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(where + " is not valid "
                    + (mapper == WorkloadDefinition.JSON ? "JSON" : "YAML")
                    + (e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr()) + ": "
                    + e.getOriginalMessage().lines().findFirst().orElse(""));
        }
    }

    /** Where a relative path resolves when read now: the working folder, as Path.of reads it. */
    static Path workingFolder() {
        return Path.of("").toAbsolutePath();
    }

    static WorkloadDefinition parse(JsonNode root, String where, String defaultName, SettingCatalog catalog,
                                            Path folder) {
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(where + " must be a mapping with node:, index_defaults: and indices:");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!SECTIONS.contains(key)) {
                throw new IllegalArgumentException(where + ": unknown section '" + key + "' (allowed: name, node, "
                        + "index_defaults, indices)" + (catalog.find(key).isPresent() ? "; settings go in node:, "
                        + "index_defaults: or an index" : ""));
            }
        }
        String name = root.path("name").asText(defaultName);
        Map<String, String> node = settings(root.path("node"), where + ": node:", Scope.NODE, catalog, folder);
        Map<String, String> defaults = settings(root.path("index_defaults"), where + ": index_defaults:", Scope.INDEX,
                catalog, folder);
        JsonNode list = root.path("indices");
        if (!list.isArray() || list.isEmpty()) {
            throw new IllegalArgumentException(where + ": indices: must be a list of at least one index");
        }
        List<WorkloadDefinition.Entry> entries = new ArrayList<>();
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
            JsonNode shareNode = index.path(WorkloadDefinition.SHARE);
            double share = shareNode.isNumber() ? shareNode.asDouble() : Double.NaN;
            if (!(share > 0) || Double.isInfinite(share)) {
                throw new IllegalArgumentException(at + ": share: '" + shareNode.asText() + "' is not allowed (a "
                        + "positive number: the index's share of the documents)");
            }
            ObjectNode own = ((ObjectNode) index).deepCopy();
            own.remove(List.of("name", WorkloadDefinition.SHARE));
            Map<String, String> settings = settings(own, at + ":", Scope.INDEX, catalog, folder);
            if (!settings.containsKey(DATASET) && !defaults.containsKey(DATASET)) {
                throw new IllegalArgumentException(at + ": no dataset (give dataset: NAME, as for --dataset)");
            }
            entries.add(new WorkloadDefinition.Entry(indexName, share, settings));
        }
        boolean relative = Stream.concat(Stream.of(node, defaults),
                        entries.stream().map(WorkloadDefinition.Entry::settings))
                .anyMatch(section -> givesRelativePaths(section, catalog, folder));
        return new WorkloadDefinition(name, node, defaults, entries, relative ? folder : null);
    }

    private static boolean givesRelativePaths(Map<String, String> section, SettingCatalog catalog, Path folder) {
        return section.entrySet().stream().anyMatch(e -> !catalog.find(e.getKey()).orElseThrow()
                .resolvePaths(e.getValue(), folder).equals(e.getValue()));
    }

    /** A section's settings by key, as written, each a known setting of {@code scope} whose value parses. */
    private static Map<String, String> settings(JsonNode section, String where, Scope scope, SettingCatalog catalog,
                                                Path folder) {
        Map<String, String> values = new LinkedHashMap<>();
        if (section.isMissingNode() || section.isNull()) {
            return values;
        }
        if (!section.isObject()) {
            throw new IllegalArgumentException(where + " must map setting names to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = section.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            Setting<?> setting = catalog.find(field.getKey()).filter(Setting::isOption)
                    .orElseThrow(() -> new IllegalArgumentException(where + " unknown setting '" + field.getKey()
                            + "' (allowed: " + keys(scope, catalog) + ")"));
            if (setting.scope() != scope || setting.key().equals(WorkloadDefinition.KEY)) {
                throw new IllegalArgumentException(where + " '" + field.getKey() + "' is " + (setting.scope() == Scope.NODE
                        ? "a node setting: give it under node:" : "an index setting: give it in index_defaults: or "
                        + "an index"));
            }
            if (field.getValue().isContainerNode()) {
                throw new IllegalArgumentException(where + " " + setting.key() + " must be a single value");
            }
            String text = field.getValue().asText();
            try {
                setting.parse(setting.resolvePaths(text, folder), catalog); // a relative path where it resolves
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + " " + setting.key() + ": " + e.getMessage(), e);
            }
            values.put(setting.key(), text);
        }
        return values;
    }

    private static String keys(Scope scope, SettingCatalog catalog) {
        return String.join(", ", catalog.options().stream()
                .filter(s -> s.scope() == scope && !s.key().equals(WorkloadDefinition.KEY)).map(Setting::key).toList());
    }
}
