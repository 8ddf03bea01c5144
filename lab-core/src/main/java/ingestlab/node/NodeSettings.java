package ingestlab.node;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.NodeScopeSettings;
import ingestlab.catalog.Workload;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a node is built from: its folder, the write pool, the controller, the query load, and its indices.
 *
 * @param controllerInterval the controller's scheduled check; {@link Interval#OFF} checks by indexed bytes only
 * @param searchRate searches per second of the query load, once {@link Node#startSearches} is called; 0 for none
 * @param crashAfter halt the JVM once this many documents were acknowledged ({@code --crash-after}); 0 never
 * @param indices the indices the node holds, in the workload's order
 */
public record NodeSettings(Path directory, int writeThreads, int writeQueue, ControllerSettings controller,
                           Interval controllerInterval, double searchRate, long crashAfter,
                           List<IndexSettings> indices) {
    public NodeSettings {
        indices = List.copyOf(indices);
    }

    public static NodeSettings from(ExperimentSpec spec, Path directory) {
        // --deterministic: no timer may change what the controller sees, so it checks by indexed bytes only.
        Interval tick = spec.get(NodeScopeSettings.DETERMINISTIC) ? Interval.OFF
                : spec.get(ControllerSettings.CONTROLLER_INTERVAL_MS);
        Workload workload = Workload.of(spec);
        List<IndexSettings> indices = new ArrayList<>();
        for (int i = 0; i < workload.indices().size(); i++) {
            // One index keeps its copies at the node's top, where lab recover and --check-index look for them.
            Path folder = workload.indices().size() == 1 ? directory
                    : NodeLayout.index(directory, workload.indices().get(i).name());
            indices.add(IndexSettings.from(workload.indices().get(i), i, folder));
        }
        return new NodeSettings(directory, spec.get(NodeScopeSettings.WRITE_THREADS),
                spec.get(NodeScopeSettings.WRITE_QUEUE), new ControllerSettings(ControllerSettings.budgetBytes(spec),
                        spec.get(ControllerSettings.SELECTOR), spec.get(ControllerSettings.FLUSH_MODE),
                        spec.get(ControllerSettings.DISPATCH), spec.get(NodeScopeSettings.SEED)),
                tick, spec.get(NodeScopeSettings.SEARCH_RATE), spec.get(NodeScopeSettings.CRASH_AFTER), indices);
    }

    /** The only index, for a node of one. */
    IndexSettings onlyIndex() {
        if (indices.size() != 1) {
            throw new IllegalStateException("the node holds " + indices.size() + " indices");
        }
        return indices.getFirst();
    }
}
