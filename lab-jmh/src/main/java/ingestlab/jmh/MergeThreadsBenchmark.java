package ingestlab.jmh;

import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/** Merge threads per shard, with Elasticsearch's merge count of threads + 5. */
public class MergeThreadsBenchmark extends LabDefaultsBenchmark {
    @Param({"1", "2", "4"})
    public int mergeThreads;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.mergeThreads(mergeThreads).mergeCount(mergeThreads + 5);
    }
}
