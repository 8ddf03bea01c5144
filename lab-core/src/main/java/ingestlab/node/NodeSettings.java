package ingestlab.node;

import ingestlab.buffer.ControllerSettings;
import ingestlab.data.IdMode;
import ingestlab.spec.ExperimentSpec;
import ingestlab.spec.Interval;
import ingestlab.writer.WriterSettings;
import java.nio.file.Path;

/** What a node is built from: its shards' folder and writer settings, the controller, and refresh. */
public record NodeSettings(Path directory, int shards, WriterSettings writer, IdMode ids,
                           ControllerSettings controller, Interval controllerInterval, Interval refresh,
                           Interval searchIdle) {

    public static NodeSettings from(ExperimentSpec spec, Path directory) {
        return new NodeSettings(directory, spec.shards(), spec.writerSettings(), spec.ids(),
                new ControllerSettings(spec.bufferBytes(), spec.selector(), spec.flushMode(), spec.seed()),
                spec.controllerInterval(), spec.refresh(), spec.searchIdle());
    }
}
