package ingestlab.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A YAML sweep file: {@code base:} settings, {@code grid:} lists, optional named {@code configs:} (each with a
 * {@code name}), {@code mode:} ({@link SweepMode}) and {@code cpus:} (a CPU list every trial is pinned to, as
 * {@code lab sweep --cpus}). Keys are factor names, as column ({@code flush_mode}) or option
 * ({@code flush-mode}); the caller checks them. Anything else at the top is an error, so a typo never silently runs
 * the wrong sweep.
 */
final class SweepFile {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final Set<String> SECTIONS = Set.of("base", "grid", "configs", "mode", "cpus");

    private SweepFile() {}

    public static SweepGrid read(Path path) throws IOException {
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("'" + path + "' does not exist or is not a file");
        }
        JsonNode root;
        try {
            root = YAML.readTree(path.toFile());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("'" + path + "' is not valid YAML" + where(e) + ": " + problem(e));
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("'" + path + "' must be a mapping with base:, grid: and/or configs:");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!SECTIONS.contains(key)) {
                throw new IllegalArgumentException("'" + path + "': unknown section '" + key
                        + "' (allowed: base, grid, configs, mode, cpus)");
            }
        }
        Map<String, String> base = scalars(path, "base", root.path("base"));
        Map<String, List<String>> grid = new LinkedHashMap<>();
        JsonNode gridNode = root.path("grid");
        if (!gridNode.isMissingNode() && !gridNode.isNull()) {
            if (!gridNode.isObject()) {
                throw new IllegalArgumentException("'" + path + "': grid: must map factor names to lists");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = gridNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> axis = it.next();
                List<String> values = new ArrayList<>();
                if (axis.getValue().isArray()) {
                    axis.getValue().forEach(v -> values.add(v.asText()));
                } else {
                    values.add(axis.getValue().asText());
                }
                if (values.isEmpty()) {
                    throw new IllegalArgumentException("'" + path + "': grid: " + axis.getKey() + " is an empty list");
                }
                grid.put(axis.getKey(), values);
            }
        }
        List<SweepGrid.Named> configs = new ArrayList<>();
        JsonNode configsNode = root.path("configs");
        if (!configsNode.isMissingNode() && !configsNode.isNull()) {
            if (!configsNode.isArray()) {
                throw new IllegalArgumentException("'" + path + "': configs: must be a list");
            }
            int i = 0;
            for (JsonNode config : configsNode) {
                i++;
                Map<String, String> settings = scalars(path, "configs[" + i + "]", config);
                String name = settings.remove("name");
                configs.add(new SweepGrid.Named(name == null ? "config-" + i : name, settings));
            }
        }
        if (grid.isEmpty() && configs.isEmpty()) {
            throw new IllegalArgumentException("'" + path + "': nothing to sweep (give grid: lists or configs:)");
        }
        SweepMode mode;
        try {
            mode = SweepMode.parse(root.path("mode").asText(SweepMode.SEQUENTIAL.key()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + path + "': " + e.getMessage());
        }
        JsonNode cpus = root.path("cpus");
        if (!cpus.isMissingNode() && !cpus.isNull() && !cpus.isValueNode()) {
            throw new IllegalArgumentException("'" + path + "': cpus: must be one CPU list, such as 0 or 0-1");
        }
        return new SweepGrid(base, grid, configs, mode, cpus.isValueNode() ? cpus.asText() : null);
    }

    private static Map<String, String> scalars(Path path, String section, JsonNode node) {
        Map<String, String> values = new LinkedHashMap<>();
        if (node.isMissingNode() || node.isNull()) {
            return values;
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("'" + path + "': " + section + ": must map factor names to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (entry.getValue().isContainerNode()) {
                throw new IllegalArgumentException("'" + path + "': " + section + ": " + entry.getKey()
                        + " must be a single value (lists belong in grid:)");
            }
            values.put(entry.getKey(), entry.getValue().asText());
        }
        return values;
    }

    private static String where(com.fasterxml.jackson.core.JsonProcessingException e) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
    }

    /**
     * The parser's own words without its echo of the source: SnakeYAML's message is "while parsing ...", the source
     * line with a caret under it, then "expected ..., but got ..."; the indented lines and locations are left out.
     */
    private static String problem(com.fasterxml.jackson.core.JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "unreadable" : e.getOriginalMessage();
        return String.join(", ", message.lines().filter(line -> !line.isBlank() && !line.startsWith(" ")).toList());
    }
}
