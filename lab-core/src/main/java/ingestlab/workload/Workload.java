package ingestlab.workload;

import ingestlab.data.DataSettings;
import ingestlab.settings.ExperimentSpec;
import java.util.ArrayList;
import java.util.List;

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
}
