package ingestlab.node;

import ingestlab.data.IdMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.LabSettings;
import ingestlab.writer.MergePolicyChoice;

/** The settings of an index whose shards never merge, one merge thread, for tests that look at flushed segments. */
final class UnmergedIndex {
    private UnmergedIndex() {}

    static ExperimentSpec settings(IdMode ids) {
        return ExperimentSpec.defaults().set(LabSettings.MERGE_POLICY, MergePolicyChoice.NONE)
                .set(LabSettings.MERGE_THREADS, 1).set(LabSettings.MERGE_COUNT, 6).set(LabSettings.IDS, ids).build();
    }
}
