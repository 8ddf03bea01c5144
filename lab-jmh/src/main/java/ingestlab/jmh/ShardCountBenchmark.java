package ingestlab.jmh;

import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/** Shards on the node, at the same total documents: documents are routed to shards by id, about docs / shards each. */
public class ShardCountBenchmark extends LabDefaultsBenchmark {
    @Param({"1", "2", "4", "8"})
    public int shards;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(IndexSettings.SHARDS, shards);
    }
}
