package ingestlab.jmh;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/**
 * A question asked of the lab's defaults (Elasticsearch's out-of-the-box values: Europarl, one shard, ...): the
 * subclass's factors on top of them, on {@link #docs} documents.
 */
public abstract class LabDefaultsBenchmark extends TrialBenchmark {
    /** Documents per trial, the quick suite's size; the same total whatever the shard count. */
    @Param("12000")
    public long docs;

    /** The question's factors on top of the lab's defaults. */
    protected abstract ExperimentSpec.Builder configure(ExperimentSpec.Builder spec);

    @Override
    public ExperimentSpec spec() {
        return configure(LabSettings.defaults().set(ClientSettings.DOCS, docs)).build();
    }
}
