package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.WriterSettings;
import org.openjdk.jmh.annotations.Param;

/**
 * Merge threads per shard, with Elasticsearch's merge count of threads + 5. A small buffer flushes many small
 * segments, so that there is merging to share out: the factor acts when every row merges and the one-thread
 * baseline's merges throttle indexing (the claims' condition: a second thread acts by ending the throttle).
 */
@FactorActs({"merges > 0", "throttle_time_merges_s > 0 at baseline"})
public class MergeThreadsBenchmark extends LabDefaultsBenchmark {
    /** One thread first: the baseline, and Elasticsearch's default on 2 cores. */
    @Param({"1", "2", "4"})
    public int mergeThreads;

    /** Small, so that flushes are many and small, and merges pile up. */
    @Param("1mb")
    public String buffer;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(WriterSettings.MERGE_THREADS, mergeThreads).set(WriterSettings.MERGE_COUNT, mergeThreads + 5)
                .set(ControllerSettings.BUFFER, BufferSize.parse(buffer));
    }
}
