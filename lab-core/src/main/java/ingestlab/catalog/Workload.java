package ingestlab.catalog;

import ingestlab.data.DataSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Scope;
import ingestlab.settings.Setting;
import ingestlab.workload.BulkMix;
import ingestlab.workload.WorkloadDefinition;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a node runs, resolved: its indices, each with its share of the documents and its own settings (the node's,
 * with its index-scoped values), and how they share the bulks. A spec without {@link WorkloadSettings#WORKLOAD} is a
 * workload of one index, named after its dataset, made of the spec itself.
 *
 * @param name the workload's name; empty for a spec without one
 * @param indices in the workload's order; shares sum to 1
 */
public record Workload(String name, List<IndexSpec> indices, BulkMix mix, int batchDocs) {
    public Workload {
        indices = List.copyOf(indices);
    }

    public static Workload of(ExperimentSpec spec) {
        BulkMix mix = spec.get(WorkloadSettings.BULK_MIX);
        int batchDocs = spec.get(WorkloadSettings.BATCH_DOCS);
        WorkloadDefinition definition = spec.get(WorkloadSettings.WORKLOAD);
        if (definition == null) {
            return new Workload("", List.of(new IndexSpec(spec.get(DataSettings.DATASET).name(), 1.0, spec)), mix,
                    batchDocs);
        }
        double total = definition.indices().stream().mapToDouble(WorkloadDefinition.Entry::share).sum();
        List<IndexSpec> indices = new ArrayList<>();
        for (int i = 0; i < definition.indices().size(); i++) {
            WorkloadDefinition.Entry entry = definition.indices().get(i);
            indices.add(new IndexSpec(entry.name(), entry.share() / total, spec.indices().get(i)));
        }
        return new Workload(definition.name(), indices, mix, batchDocs);
    }

    /** Each index's settings of a node with a workload, in the workload's order, resolved and checked. */
    static List<ExperimentSpec> indexSpecs(ExperimentSpec node) {
        WorkloadDefinition definition = node.get(WorkloadSettings.WORKLOAD);
        List<ExperimentSpec> specs = new ArrayList<>();
        for (WorkloadDefinition.Entry entry : definition.indices()) {
            specs.add(indexSettings(node, definition, entry));
        }
        return specs;
    }

    /**
     * The node's values, then the workload's index defaults, then the index's own settings, as given; last, an index
     * setting given to the whole node ({@link Setting#appliesToEveryIndex()}) when the node's value is not its default.
     */
    private static ExperimentSpec indexSettings(ExperimentSpec node, WorkloadDefinition definition,
                                                WorkloadDefinition.Entry entry) {
        ExperimentSpec.Builder builder = LabSettings.defaults();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting.scope() == Scope.NODE && setting != WorkloadSettings.WORKLOAD) {
                builder.putResolved(setting, node.get(setting));
            }
        }
        try {
            give(builder, definition.indexDefaults(), definition.folder());
            give(builder, entry.settings(), definition.folder());
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
