package ingestlab.node;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.IdMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.WriterSettings;

/** The settings of an index whose shards never merge, one merge thread, for tests that look at flushed segments. */
final class UnmergedIndex {
    private UnmergedIndex() {}

    static ExperimentSpec settings(IdMode ids) {
        return LabSettings.defaults().set(WriterSettings.MERGE_POLICY, MergePolicyChoice.NONE)
                .set(WriterSettings.MERGE_THREADS, 1).set(WriterSettings.MERGE_COUNT, 6).set(DataSettings.IDS, ids).build();
    }
}
