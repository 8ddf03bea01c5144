package ingestlab.jmh;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.spec.BufferSize;
import ingestlab.spec.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/**
 * How the indexing-buffer controller reclaims memory: flush mode × shard selector, on a node kept busy (8 shards,
 * 16 client threads, a small absolute buffer), where the controller picks shards often.
 */
public class FlushModeBenchmark extends TrialBenchmark {
    /** Every {@link FlushMode}: a constant added to the enum joins the benchmark. */
    @Param
    public FlushMode flushMode;

    /** Every {@link ShardSelector}. */
    @Param
    public ShardSelector selector;

    @Param("32mb")
    public String buffer;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.shards(8).threads(16)
                .flushMode(flushMode)
                .selector(selector)
                .buffer(BufferSize.parse(buffer));
    }
}
