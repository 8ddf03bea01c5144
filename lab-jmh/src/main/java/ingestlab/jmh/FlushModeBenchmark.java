package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How the indexing-buffer controller reclaims memory: flush mode × shard selector × shard skew, on a node where it
 * must pick shards often: 8 shards of http_logs (small documents), 16 client threads, a small absolute buffer and no
 * scheduled refresh, so that flushes are the controller's (or Lucene's own). Its own workload, not the lab's
 * defaults, sized so that every row has tens of controller writes and some merges (docs/jmh.md has the measured
 * counts; the claims ask 20 writes of the same mechanism); it has 16 rows, so the quick suite runs one fork of each
 * (1 warm-up + 1 measured trial), and the full profile's 3 rounds give its paired effects.
 */
@FactorActs("controller_writes >= 20")
// One fork: a @Fork here replaces TrialBenchmark's, so it repeats the lab's flags (BenchmarkSmokeTest checks them).
@Fork(value = 1, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
        "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 1)
@Measurement(iterations = 1)
public class FlushModeBenchmark extends TrialBenchmark {
    /** Every {@link FlushMode}: a constant added to the enum joins the benchmark. */
    @Param
    public FlushMode flushMode;

    /** Every {@link ShardSelector}. */
    @Param
    public ShardSelector selector;

    /** 0: documents routed by id hash; 1: shard i gets a share proportional to 1/(i+1) (shard_skew). */
    @Param({"0", "1"})
    public double shardSkew;

    /** Small enough that 8 shards share it and the controller, not Lucene, writes their buffers. */
    @Param("2mb")
    public String buffer;

    /** Enough for tens of controller writes (38–71 a row at 40,000 documents in the quick suite), so the selectors act. */
    @Param("30000")
    public long docs;

    @Override
    public ExperimentSpec spec() {
        return LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(IndexSettings.SHARDS, 8).set(ClientSettings.THREADS, 16)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).set(ClientSettings.DOCS, docs).set(ControllerSettings.FLUSH_MODE, flushMode).set(ControllerSettings.SELECTOR, selector).set(IndexSettings.SHARD_SKEW, shardSkew)
                .set(ControllerSettings.BUFFER, BufferSize.parse(buffer)).build();
    }
}
