package ingestlab.report;

import ingestlab.buffer.ControllerSettings;
import ingestlab.results.EnvironmentColumn;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Warns when rows to be compared were measured in unlike environments, where a difference may not be the factors'. */
public final class EnvironmentCheck {
    /** Columns that change what a measurement means. */
    static final List<String> COLUMNS = List.of(EnvironmentColumn.LUCENE_VERSION.column(),
            EnvironmentColumn.JAVA_VERSION.column(), EnvironmentColumn.JAVA_VM.column(),
            EnvironmentColumn.CPU_MODEL.column(), ControllerSettings.HEAP_BYTES.column());

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
