package ingestlab.settings;

import java.util.ArrayList;
import java.util.List;

/**
 * What a node runs, resolved: its indices, each with its share of the documents and its own settings (the node's,
 * with its index-scoped values), and how they share the bulks. A spec without {@link LabSettings#WORKLOAD} is a
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
        BulkMix mix = spec.get(LabSettings.BULK_MIX);
        int batchDocs = spec.get(LabSettings.BATCH_DOCS);
        WorkloadDefinition definition = spec.get(LabSettings.WORKLOAD);
        if (definition == null) {
            return new Workload("", List.of(new IndexSpec(spec.get(LabSettings.DATASET).name(), 1.0, spec)), mix,
                    batchDocs);
        }
        double total = definition.indices().stream().mapToDouble(WorkloadDefinition.Entry::share).sum();
        List<IndexSpec> indices = new ArrayList<>();
        for (WorkloadDefinition.Entry entry : definition.indices()) {
            indices.add(new IndexSpec(entry.name(), entry.share() / total, indexSettings(spec, definition, entry)));
        }
        return new Workload(definition.name(), indices, mix, batchDocs);
    }

    /** The node's values, then the workload's index defaults, then the index's own settings, as given. */
    private static ExperimentSpec indexSettings(ExperimentSpec node, WorkloadDefinition definition,
                                                WorkloadDefinition.Entry entry) {
        ExperimentSpec.Builder builder = ExperimentSpec.defaults();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting.scope() == Scope.NODE && setting != LabSettings.WORKLOAD) {
                builder.putResolved(setting, node.get(setting));
            }
        }
        try {
            definition.indexDefaults().forEach((key, value) -> builder.setText(LabSettings.find(key).orElseThrow(), value));
            entry.settings().forEach((key, value) -> builder.setText(LabSettings.find(key).orElseThrow(), value));
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("workload '" + definition.name() + "', index '" + entry.name() + "': "
                    + e.getMessage(), e);
        }
    }
}
