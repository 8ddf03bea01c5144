package ingestlab.catalog;

import static ingestlab.workload.WorkloadSettings.WORKLOAD;

import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Scope;
import ingestlab.settings.Setting;
import ingestlab.workload.WorkloadDefinition;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Each index's settings on a node with a workload: the node's values, the workload's index defaults, the index's own,
 * and an index setting given to the whole node. It reads the full list of settings, so it sits in the catalog.
 */
final class WorkloadIndexSettings {
    private WorkloadIndexSettings() {}

    /** Each index's settings of a node with a workload, in the workload's order, resolved and checked. */
    static List<ExperimentSpec> of(ExperimentSpec node) {
        WorkloadDefinition definition = node.get(WORKLOAD);
        List<ExperimentSpec> specs = new ArrayList<>();
        for (WorkloadDefinition.Entry entry : definition.indices()) {
            specs.add(indexSettings(node, definition, entry));
        }
        return specs;
    }

    /** The node's values, then the workload's index defaults, then the index's own settings, as given. */
    private static ExperimentSpec indexSettings(ExperimentSpec node, WorkloadDefinition definition,
                                                WorkloadDefinition.Entry entry) {
        ExperimentSpec.Builder builder = LabSettings.defaults();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting.scope() == Scope.NODE && setting != WORKLOAD) {
                builder.putResolved(setting, node.get(setting));
            }
        }
        try {
            give(builder, definition.indexDefaults(), definition.folder());
            give(builder, entry.settings(), definition.folder());
            // an index setting given to the whole node, when not its default, reaches every index
            for (Setting<?> setting : LabSettings.all()) {
                if (setting.appliesToEveryIndex() && !setting.isDefaultIn(node)) {
                    builder.setText(setting, setting.text(node));
                }
            }
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("workload '" + definition.name() + "', index '" + entry.name() + "': "
                    + e.getMessage(), e);
        }
    }

    /** Gives settings as written, a relative path resolved where the workload was read. */
    private static void give(ExperimentSpec.Builder builder, Map<String, String> settings, Path folder) {
        settings.forEach((key, value) -> {
            Setting<?> setting = LabSettings.find(key).orElseThrow();
            builder.setText(setting, folder == null ? value : setting.resolvePaths(value, folder));
        });
    }
}
