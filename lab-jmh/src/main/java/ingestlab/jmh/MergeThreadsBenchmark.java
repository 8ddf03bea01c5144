package ingestlab.jmh;

import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.WriterSettings;
import org.openjdk.jmh.annotations.Param;

/** Merge threads per shard, with Elasticsearch's merge count of threads + 5. */
public class MergeThreadsBenchmark extends LabDefaultsBenchmark {
    @Param({"1", "2", "4"})
    public int mergeThreads;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(WriterSettings.MERGE_THREADS, mergeThreads).set(WriterSettings.MERGE_COUNT, mergeThreads + 5);
    }
}
