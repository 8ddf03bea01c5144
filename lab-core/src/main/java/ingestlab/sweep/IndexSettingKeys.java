package ingestlab.sweep;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.Scope;
import ingestlab.settings.Setting;
import ingestlab.workload.WorkloadDefinition;
import java.util.Map;

/**
 * A sweep's dotted keys that change an index setting of the workload: {@code indices.NAME.KEY} for one index,
 * {@code indices.*.KEY} for every index. KEY is an index setting or {@code share} (the index's share of the documents).
 * Index names may hold dots, so the key is what follows the last dot.
 */
final class IndexSettingKeys {
    private static final String PREFIX = "indices.";
    private static final String EVERY_INDEX = "*";

    private IndexSettingKeys() {}

    /** Whether a sweep key is a dotted index key rather than a setting's name. */
    public static boolean isOne(String name) {
        return name.startsWith(PREFIX);
    }

    /**
     * The key with its setting by its own key ({@code indices.k8.refresh} becomes {@code indices.k8.refresh_interval_ms});
     * IllegalArgumentException if it is not {@code indices.NAME.KEY} with KEY an index setting.
     */
    public static String normalize(String name) {
        int last = name.lastIndexOf('.');
        String index = last > PREFIX.length() ? name.substring(PREFIX.length(), last) : "";
        String key = last < 0 ? "" : name.substring(last + 1);
        if (index.isEmpty() || key.isEmpty()) {
            throw new IllegalArgumentException("'" + name + "' is not indices.NAME.KEY (an index of the workload, or *, "
                    + "and an index setting or share)");
        }
        if (key.equals(WorkloadDefinition.SHARE)) {
            return PREFIX + index + "." + key;
        }
        Setting<?> setting = LabSettings.find(key).filter(Setting::isSweepable)
                .orElseThrow(() -> new IllegalArgumentException("'" + name + "': unknown setting '" + key + "'"));
        if (setting.scope() != Scope.INDEX) {
            throw new IllegalArgumentException("'" + name + "': " + setting.key() + " is a node setting (sweep it "
                    + "without indices.)");
        }
        return PREFIX + index + "." + setting.key();
    }

    /** The workload with each normalized key's value given to its index (or to every index for {@code *}). */
    public static WorkloadDefinition apply(WorkloadDefinition workload, Map<String, String> values) {
        WorkloadDefinition changed = workload;
        for (Map.Entry<String, String> entry : values.entrySet()) {
            String name = entry.getKey();
            int last = name.lastIndexOf('.');
            String index = name.substring(PREFIX.length(), last);
            String key = name.substring(last + 1);
            if (index.equals(EVERY_INDEX)) {
                for (WorkloadDefinition.Entry each : workload.indices()) {
                    changed = changed.withIndexSetting(each.name(), key, entry.getValue(), LabSettings.catalog());
                }
            } else {
                changed = changed.withIndexSetting(index, key, entry.getValue(), LabSettings.catalog());
            }
        }
        return changed;
    }
}
