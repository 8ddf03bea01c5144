package ingestlab.node;

import ingestlab.buffer.ControllerSettings;
import ingestlab.data.IdMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.translog.TranslogSettings;
import ingestlab.writer.WriterSettings;
import java.nio.file.Path;

/**
 * What a node is built from: its shards' folder and writer settings, routing, the write pool, the controller, and
 * refresh.
 *
 * @param controllerInterval the controller's scheduled check; {@link Interval#OFF} checks by indexed bytes only
 * @param seed seeds skewed routing
 * @param replicas replica copies of each shard, on this node
 * @param searchRate searches per second of the query load, once {@link Node#startSearches} is called; 0 for none
 * @param crashAfter halt the JVM once this many documents were acknowledged ({@code --crash-after}); 0 never
 */
public record NodeSettings(Path directory, int shards, double shardSkew, long seed, int writeThreads, int writeQueue,
                           WriterSettings writer, IdMode ids, ControllerSettings controller,
                           Interval controllerInterval, Interval refresh, Interval searchIdle, int replicas,
                           double searchRate, TranslogSettings translog, long crashAfter) {

    public static NodeSettings from(ExperimentSpec spec, Path directory) {
        // --deterministic: no timer may change what the controller sees, so it checks by indexed bytes only.
        Interval tick = spec.deterministic() ? Interval.OFF : spec.controllerInterval();
        return new NodeSettings(directory, spec.shards(), spec.shardSkew(), spec.seed(), spec.writeThreads(),
                spec.writeQueue(), spec.writerSettings(), spec.ids(),
                new ControllerSettings(spec.bufferBytes(), spec.selector(), spec.flushMode(), spec.seed()), tick,
                spec.refresh(), spec.searchIdle(), spec.replicas(), spec.searchRate(),
                new TranslogSettings(spec.translog(), spec.translogSyncInterval().millis(),
                        spec.translogFlushThreshold().bytes(), spec.translogFlushAge().millis()), spec.crashAfter());
    }
}
