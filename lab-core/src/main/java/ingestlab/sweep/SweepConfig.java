package ingestlab.sweep;

import ingestlab.results.ConfigHash;
import ingestlab.spec.ExperimentSpec;
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

    /** A short label: the name, or the settings that vary across the sweep. */
    public String label(java.util.Set<String> varying) {
        if (!name.isEmpty()) {
            return name;
        }
        String label = settings.entrySet().stream().filter(e -> varying.contains(e.getKey()))
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        return label.isEmpty() ? hash() : label;
    }
}
