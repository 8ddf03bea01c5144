package ingestlab.data.synth;

import java.util.LinkedHashMap;
import java.util.Map;

/** A nested document written with dotted names: {@code put("log.file.path", v)} makes {@code log: {file: {path}}}. */
final class Doc {
    final Map<String, Object> root = new LinkedHashMap<>(16);

    @SuppressWarnings("unchecked")
    Doc put(String dotted, Object value) {
        Map<String, Object> object = root;
        int start = 0;
        for (int dot = dotted.indexOf('.'); dot >= 0; dot = dotted.indexOf('.', start)) {
            object = (Map<String, Object>) object.computeIfAbsent(dotted.substring(start, dot),
                    k -> new LinkedHashMap<String, Object>(8));
            start = dot + 1;
        }
        object.put(dotted.substring(start), value);
        return this;
    }
}
