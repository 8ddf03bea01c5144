package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/**
 * The node-wide indexing buffer ({@code indices.memory.index_buffer_size}), as absolute sizes small enough that the
 * quick suite's documents overflow every one of them, shared by 4 shards so that the controller, not Lucene's own
 * per-shard limit, reclaims it: a larger buffer acts only when the controller reclaims the smallest one's (the
 * claims' condition).
 */
@FactorActs("controller_writes > 0 at baseline")
public class BufferSizeBenchmark extends LabDefaultsBenchmark {
    /** Smallest first: the baseline every row's paired effect is against. */
    @Param({"1mb", "2mb", "4mb", "8mb"})
    public String buffer;

    /** Shards sharing the buffer. */
    @Param("4")
    public int shards;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(ControllerSettings.BUFFER, BufferSize.parse(buffer)).set(IndexSettings.SHARDS, shards);
    }
}
