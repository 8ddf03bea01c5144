package ingestlab.jmh;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.spec.BufferSize;
import ingestlab.spec.ExperimentSpec;
import ingestlab.spec.Interval;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How the indexing-buffer controller reclaims memory: flush mode × shard selector, on a node where it must pick
 * shards often: 8 shards of http_logs (small documents), 16 client threads, a small absolute buffer and no scheduled
 * refresh, so that flushes are the controller's or Lucene's own. Its own workload, not the lab's defaults: sized so
 * that every row has dozens of controller writes and some merges (docs/jmh.md has the measured counts).
 */
@Warmup(iterations = 1)
@Measurement(iterations = 2)
public class FlushModeBenchmark extends TrialBenchmark {
    /** Every {@link FlushMode}: a constant added to the enum joins the benchmark. */
    @Param
    public FlushMode flushMode;

    /** Every {@link ShardSelector}. */
    @Param
    public ShardSelector selector;

    @Param("4mb")
    public String buffer;

    /** Documents per trial: enough for at least 20 controller writes and a merge in every row. */
    @Param("60000")
    public long docs;

    @Override
    public ExperimentSpec spec() {
        return ExperimentSpec.defaults().dataset("http_logs").shards(8).threads(16).refresh(Interval.OFF)
                .docs(docs).flushMode(flushMode).selector(selector).buffer(BufferSize.parse(buffer)).build();
    }
}
