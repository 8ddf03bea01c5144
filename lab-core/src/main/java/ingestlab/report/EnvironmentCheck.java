package ingestlab.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Warns when rows to be compared were measured in unlike environments, where a difference may not be the factors'. */
public final class EnvironmentCheck {
    /** Columns that change what a measurement means (names as ingestlab.results writes them). */
    static final List<String> COLUMNS = List.of("lucene_version", "java_version", "java_vm", "cpu_model",
            "heap_bytes");

    private EnvironmentCheck() {}

    public static Optional<String> warning(Collection<Map<String, String>> rows) {
        List<String> differences = new ArrayList<>();
        for (String column : COLUMNS) {
            Set<String> values = new LinkedHashSet<>();
            rows.forEach(r -> {
                String value = r.getOrDefault(column, "");
                if (!value.isEmpty()) {
                    values.add(value);
                }
            });
            if (values.size() > 1) {
                differences.add(column + " " + String.join(" / ", values));
            }
        }
        return differences.isEmpty() ? Optional.empty() : Optional.of("Warning: these rows come from unlike "
                + "environments (" + String.join("; ", differences) + "); a difference may come from them.");
    }
}
