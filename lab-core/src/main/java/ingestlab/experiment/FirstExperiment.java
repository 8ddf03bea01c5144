package ingestlab.experiment;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.ExperimentSpec;
import java.util.List;

/**
 * What {@code lab run} with no setting option at all runs: Rally's {@code elastic/logs} node of 13 indices, scaled down
 * so the controller acts within a minute on 2 cores. A real node reclaims its buffer when the indices write faster
 * than refreshes drain them: the PR #94607 node (24 cores, a 102 MB buffer) indexed the k8 stream at tens of
 * thousands of documents a second, several of its 5 s refreshes' worth over the buffer; 2 cores index a tenth of
 * that, so a 4 MB buffer (an absolute {@code indices.memory.index_buffer_size}) keeps the ratio of what k8 indexes
 * between refreshes to the buffer. Any setting given instead runs what it says, from the defaults.
 */
public final class FirstExperiment {
    /** Its settings, as they would be typed after {@code lab run}. */
    public static final List<String> ARGUMENTS = List.of("--workload", "logs", "--docs", "200000", "--buffer", "4mb");

    private FirstExperiment() {}

    /** The defaults with {@link #ARGUMENTS} set. */
    public static ExperimentSpec spec() {
        return LabSettings.defaults().setArguments(ARGUMENTS).build();
    }
}
