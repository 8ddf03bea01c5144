package ingestlab.data.synth;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes a mapping with many fields compactly: one line per type and object, {@code keyword host: name id os.name},
 * becomes {@code {"properties": {"host.name": {"type": "keyword"}, ...}}} (dotted names, which Elasticsearch accepts
 * in mappings as it does in documents). {@code keyword : tags} declares a field at the root. A field named twice
 * must have the same type both times.
 */
final class FieldGroups {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FieldGroups() {}

    /** The mapping JSON of {@code groups}, one {@code type object: names} line each; blank lines are skipped. */
    static String mappingJson(String groups) {
        Map<String, String> types = new LinkedHashMap<>();
        for (String line : groups.strip().split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            String[] head = line.substring(0, colon).trim().split("\\s+");
            String prefix = head.length > 1 ? head[1] + "." : "";
            for (String name : line.substring(colon + 1).trim().split("\\s+")) {
                String previous = types.putIfAbsent(prefix + name, head[0]);
                if (previous != null && !previous.equals(head[0])) {
                    throw new IllegalStateException(prefix + name + " declared as " + previous + " and " + head[0]);
                }
            }
        }
        ObjectNode root = JSON.createObjectNode();
        ObjectNode properties = root.putObject("properties");
        types.forEach((name, type) -> properties.putObject(name).put("type", type));
        return root.toString();
    }
}
