package ingestlab.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.DataSettings;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.translog.TranslogSettings;
import ingestlab.workload.WorkloadDefinition;
import ingestlab.workload.WorkloadSettings;
import ingestlab.writer.WriterSettings;
import org.junit.jupiter.api.Test;

/** The node row's index-setting columns: a single index's own value, or what a workload's indices have. */
class WorkloadColumnsTest {
    @Test
    void aNodeOfOneIndexShowsItsOwnValues() {
        ExperimentSpec spec = LabSettings.defaults().set(IndexSettings.REFRESH_INTERVAL_MS, Interval.ofSeconds(5))
                .setText(WriterSettings.CODEC, "best-compression").build();
        assertThat(IndexSettings.REFRESH_INTERVAL_MS.value(spec)).isEqualTo("5000");
        assertThat(IndexSettings.SEARCH_IDLE_MS.value(spec)).isEqualTo("-1");
        assertThat(WriterSettings.CODEC.value(spec)).isEqualTo("best-compression");
        assertThat(DataSettings.DATASET.value(spec)).isEqualTo("europarl");
        assertThat(WorkloadSettings.WORKLOAD_HASH.value(spec)).isEmpty();
    }

    @Test
    void aWorkloadShowsTheCommonValueOrMixed() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        ExperimentSpec spec = LabSettings.defaults().set(WorkloadSettings.WORKLOAD, logs).build();
        assertThat(WriterSettings.CODEC.value(spec)).as("given in index_defaults").isEqualTo("best-compression");
        assertThat(WriterSettings.MERGE_POLICY.value(spec)).isEqualTo("log-byte-size");
        assertThat(IndexSettings.SHARDS.value(spec)).isEqualTo("1");
        assertThat(TranslogSettings.TRANSLOG.value(spec)).as("given nowhere").isEqualTo("none");
        assertThat(IndexSettings.REFRESH_INTERVAL_MS.value(spec)).as("k8 5s, the others 1s").isEqualTo(Column.MIXED);
        assertThat(IndexSettings.SEARCH_IDLE_MS.value(spec)).isEqualTo(Column.MIXED);
        assertThat(DataSettings.DATASET.value(spec)).isEqualTo(Column.MIXED);
        assertThat(ClientSettings.BULK_SIZE.value(spec)).as("a node setting").isEqualTo("1000");

        ExperimentSpec k8AtOneSecond = LabSettings.defaults().set(WorkloadSettings.WORKLOAD,
                logs.withIndexSetting("k8", IndexSettings.REFRESH_INTERVAL_MS.key(), "1s", LabSettings.catalog())).build();
        assertThat(IndexSettings.REFRESH_INTERVAL_MS.value(k8AtOneSecond)).isEqualTo("1000");
        assertThat(IndexSettings.SEARCH_IDLE_MS.value(k8AtOneSecond)).as("k8's refresh is still explicit")
                .isEqualTo(Column.MIXED);
    }
}
