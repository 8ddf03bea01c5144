package ingestlab.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;

/**
 * The one serialisation of a spec: a JSON object of every setting's key and option text. A forked trial reads its spec
 * so, and an index left behind records it for recovery. File paths are written absolute, so the spec means the same
 * from any folder. Reading takes the values as resolved (none counts as given by a user) and checks them.
 */
public final class SpecJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SpecJson() {}

    public static ObjectNode toJson(ExperimentSpec spec) {
        ObjectNode node = JSON.createObjectNode();
        for (Setting<?> setting : LabSettings.all()) {
            // A path given relative (a mapping file, a corpus after linedocs:) made absolute.
            node.put(setting.key(), setting.resolvePaths(setting.text(spec), Path.of("").toAbsolutePath()));
        }
        return node;
    }

    /** The spec as one line of JSON. */
    public static String write(ExperimentSpec spec) {
        return toJson(spec).toString();
    }

    public static ExperimentSpec read(String json) {
        try {
            return read(JSON.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a spec: " + e.getOriginalMessage(), e);
        }
    }

    /** A spec from its JSON; a setting left out takes its default; an unknown key is refused. */
    public static ExperimentSpec read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("a spec is a JSON object of settings");
        }
        ExperimentSpec.Builder builder = LabSettings.defaults();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            Setting<?> setting = LabSettings.all().stream().filter(s -> s.key().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown setting '" + entry.getKey() + "'"));
            String text = entry.getValue().asText();
            if (!text.isEmpty() || setting.isOptional()) { // an empty column of an older file: the default
                builder.putResolved(setting, setting.parse(text, LabSettings.catalog()));
            }
        }
        return builder.build();
    }
}
