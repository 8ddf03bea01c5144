package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/**
 * Shards on the node, at the same total documents: documents are routed to shards by id, about docs / shards each.
 * The shards share a buffer small enough that the controller writes it: more shards act through the controller's
 * writes of smaller per-shard buffers, which one shard (where Lucene's own flush may come first) is exempt from.
 */
@FactorActs(value = "controller_writes > 0", rows = "shards!=1")
public class ShardCountBenchmark extends LabDefaultsBenchmark {
    @Param({"1", "2", "4", "8"})
    public int shards;

    /** The node's buffer, shared by the shards. */
    @Param("4mb")
    public String buffer;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(IndexSettings.SHARDS, shards).set(ControllerSettings.BUFFER, BufferSize.parse(buffer));
    }
}
