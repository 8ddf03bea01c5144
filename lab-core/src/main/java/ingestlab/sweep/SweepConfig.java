package ingestlab.sweep;

import ingestlab.results.ConfigHash;
import ingestlab.settings.ExperimentSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One configuration of a sweep: the settings that made it (factor name → value as typed, in the order given) and
 * the spec they resolve to.
 *
 * @param name the config's name from a sweep file's {@code configs:}, or empty
 */
public record SweepConfig(String name, Map<String, String> settings, ExperimentSpec spec) {
    public SweepConfig {
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    public String hash() {
        return ConfigHash.of(spec);
    }

    /** A short label: the name, then its values on the grid's axes; the hash if there is neither. */
    public String label(java.util.Set<String> axes) {
        String values = settings.entrySet().stream().filter(e -> axes.contains(e.getKey()))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        String label = (name + " " + values).trim();
        return label.isEmpty() ? hash() : label;
    }
}
