package ingestlab.node;

import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.LabSettings;
import ingestlab.translog.TranslogSettings;
import java.nio.file.Path;

/**
 * What a node is built from: its shards' folder and writer settings, routing, the write pool, the controller, and
 * refresh.
 *
 * @param controllerInterval the controller's scheduled check; {@link Interval#OFF} checks by indexed bytes only
 * @param index the settings of the node's index: how its shards' IndexWriters are configured
 * @param seed seeds skewed routing
 * @param replicas replica copies of each shard, on this node
 * @param searchRate searches per second of the query load, once {@link Node#startSearches} is called; 0 for none
 * @param crashAfter halt the JVM once this many documents were acknowledged ({@code --crash-after}); 0 never
 */
public record NodeSettings(Path directory, int shards, double shardSkew, long seed, int writeThreads, int writeQueue,
                           ExperimentSpec index, ControllerSettings controller,
                           Interval controllerInterval, Interval refresh, Interval searchIdle, int replicas,
                           double searchRate, TranslogSettings translog, long crashAfter) {

    public static NodeSettings from(ExperimentSpec spec, Path directory) {
        // --deterministic: no timer may change what the controller sees, so it checks by indexed bytes only.
        Interval tick = spec.get(LabSettings.DETERMINISTIC) ? Interval.OFF : spec.get(LabSettings.CONTROLLER_INTERVAL_MS);
        return new NodeSettings(directory, spec.get(LabSettings.SHARDS), spec.get(LabSettings.SHARD_SKEW), spec.get(LabSettings.SEED), spec.get(LabSettings.WRITE_THREADS),
                spec.get(LabSettings.WRITE_QUEUE), spec,
                new ControllerSettings(spec.bufferBytes(), spec.get(LabSettings.SELECTOR), spec.get(LabSettings.FLUSH_MODE), spec.get(LabSettings.SEED)), tick,
                spec.get(LabSettings.REFRESH_INTERVAL_MS), spec.get(LabSettings.SEARCH_IDLE_MS), spec.get(LabSettings.REPLICAS), spec.get(LabSettings.SEARCH_RATE),
                new TranslogSettings(spec.get(LabSettings.TRANSLOG), spec.get(LabSettings.TRANSLOG_SYNC_INTERVAL_MS).millis(),
                        spec.get(LabSettings.TRANSLOG_FLUSH_THRESHOLD).bytes(), spec.get(LabSettings.TRANSLOG_FLUSH_AGE_MS).millis()), spec.get(LabSettings.CRASH_AFTER));
    }
}
