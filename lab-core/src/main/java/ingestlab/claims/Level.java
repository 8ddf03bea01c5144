package ingestlab.claims;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A comparison's side as the result columns it picks: each setting's value as its column holds it
 * ({@code refresh_interval: 5s} is {@code refresh_interval_ms = 5000}), so rows are matched by what ran, whatever
 * the sweep file named its configs.
 */
final class Level {
    private final Map<String, String> columns;

    private Level(Map<String, String> columns) {
        this.columns = columns;
    }

    /** The columns {@code settings} fill; a name or value a setting refuses is an IllegalArgumentException. */
    static Level of(Map<String, String> settings) {
        ExperimentSpec.Builder builder = LabSettings.defaults();
        Map<String, Setting<?>> byName = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : settings.entrySet()) {
            Setting<?> setting = LabSettings.find(e.getKey()).filter(Setting::isColumn)
                    .orElseThrow(() -> new IllegalArgumentException("unknown setting '" + e.getKey() + "'"));
            builder.setText(setting, e.getValue());
            byName.put(e.getKey(), setting);
        }
        ExperimentSpec spec = builder.build();
        Map<String, String> columns = new LinkedHashMap<>();
        byName.values().forEach(setting -> columns.put(setting.column(), setting.value(spec)));
        return new Level(columns);
    }

    boolean matches(Map<String, String> row) {
        return columns.entrySet().stream().allMatch(e -> same(e.getValue(), row.get(e.getKey())));
    }

    /** Equal as text, or as numbers ("0" and "0.0"). */
    private static boolean same(String expected, String actual) {
        if (actual == null) {
            return false;
        }
        if (expected.equals(actual)) {
            return true;
        }
        try {
            return Double.parseDouble(expected) == Double.parseDouble(actual);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
