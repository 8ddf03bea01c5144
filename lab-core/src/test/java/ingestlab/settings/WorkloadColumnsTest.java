package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The node row's index-setting columns: a single index's own value, or what a workload's indices have. */
class WorkloadColumnsTest {
    @Test
    void aNodeOfOneIndexShowsItsOwnValues() {
        ExperimentSpec spec = ExperimentSpec.defaults().set(LabSettings.REFRESH_INTERVAL_MS, Interval.ofSeconds(5))
                .setText(LabSettings.CODEC, "best-compression").build();
        assertThat(LabSettings.REFRESH_INTERVAL_MS.value(spec)).isEqualTo("5000");
        assertThat(LabSettings.SEARCH_IDLE_MS.value(spec)).isEqualTo("-1");
        assertThat(LabSettings.CODEC.value(spec)).isEqualTo("best-compression");
        assertThat(LabSettings.DATASET.value(spec)).isEqualTo("europarl");
        assertThat(LabSettings.WORKLOAD_HASH.value(spec)).isEmpty();
    }

    @Test
    void aWorkloadShowsTheCommonValueOrMixed() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs");
        ExperimentSpec spec = ExperimentSpec.defaults().set(LabSettings.WORKLOAD, logs).build();
        assertThat(LabSettings.CODEC.value(spec)).as("given in index_defaults").isEqualTo("best-compression");
        assertThat(LabSettings.MERGE_POLICY.value(spec)).isEqualTo("log-byte-size");
        assertThat(LabSettings.SHARDS.value(spec)).isEqualTo("1");
        assertThat(LabSettings.TRANSLOG.value(spec)).as("given nowhere").isEqualTo("none");
        assertThat(LabSettings.REFRESH_INTERVAL_MS.value(spec)).as("k8 5s, the others 1s").isEqualTo(Column.MIXED);
        assertThat(LabSettings.SEARCH_IDLE_MS.value(spec)).isEqualTo(Column.MIXED);
        assertThat(LabSettings.DATASET.value(spec)).isEqualTo(Column.MIXED);
        assertThat(LabSettings.BULK_SIZE.value(spec)).as("a node setting").isEqualTo("1000");

        ExperimentSpec k8AtOneSecond = ExperimentSpec.defaults().set(LabSettings.WORKLOAD,
                logs.withIndexSetting("k8", LabSettings.REFRESH_INTERVAL_MS.key(), "1s")).build();
        assertThat(LabSettings.REFRESH_INTERVAL_MS.value(k8AtOneSecond)).isEqualTo("1000");
        assertThat(LabSettings.SEARCH_IDLE_MS.value(k8AtOneSecond)).as("k8's refresh is still explicit")
                .isEqualTo(Column.MIXED);
    }
}
