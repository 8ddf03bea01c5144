package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.data.LogsStreams;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The built-in {@code logs} workload: Rally's elastic/logs streams, with the shares LogsStreams computes. */
class LogsWorkloadTest {
    /** What the YAML's shares were computed with (its comment says so). */
    private static final long SEED = 42;
    private static final int LINES = 20_000;

    @Test
    void hasTheThirteenStreamsWithTheSharesLogsStreamsComputes() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs");
        assertThat(logs.name()).isEqualTo("logs");
        assertThat(logs.indices()).hasSize(LogsStreams.STREAMS.size());
        Map<String, Double> computed = LogsStreams.documentShares(SEED, LINES);
        double total = logs.indices().stream().mapToDouble(WorkloadDefinition.Entry::share).sum();
        assertThat(total).isCloseTo(1, within(0.001));
        for (WorkloadDefinition.Entry index : logs.indices()) {
            String dataset = index.settings().get(LabSettings.DATASET.key());
            assertThat(index.share()).as(index.name()).isCloseTo(computed.get(dataset), within(0.001));
        }
        assertThat(logs.indices().stream().map(e -> e.settings().get(LabSettings.DATASET.key())))
                .containsExactlyElementsOf(LogsStreams.STREAMS.stream().map(LogsStreams.Stream::dataset).toList());
    }

    @Test
    void onlyK8HasAnExplicitRefreshSoTheOthersGoSearchIdle() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs");
        assertThat(logs.indices().stream().filter(e -> e.settings().containsKey(LabSettings.REFRESH_INTERVAL_MS.key())))
                .singleElement().satisfies(k8 -> {
                    assertThat(k8.name()).isEqualTo("k8");
                    assertThat(k8.settings()).containsEntry(LabSettings.REFRESH_INTERVAL_MS.key(), "5s");
                });
        Workload workload = Workload.of(ExperimentSpec.defaults().set(LabSettings.WORKLOAD, logs).build());
        for (IndexSpec index : workload.indices()) {
            ExperimentSpec settings = index.settings();
            boolean k8 = index.name().equals("k8");
            assertThat(settings.get(LabSettings.REFRESH_INTERVAL_MS)).as(index.name())
                    .isEqualTo(k8 ? Interval.ofSeconds(5) : Interval.ofSeconds(1));
            assertThat(settings.get(LabSettings.SEARCH_IDLE_MS).isOff()).as(index.name()).isEqualTo(k8);
            assertThat(settings.get(LabSettings.CODEC)).isEqualTo(CodecChoice.BEST_COMPRESSION);
            assertThat(settings.get(LabSettings.MERGE_POLICY)).isEqualTo(MergePolicyChoice.LOG_BYTE_SIZE);
            assertThat(settings.get(LabSettings.SHARDS)).isEqualTo(1);
            assertThat(settings.get(LabSettings.REPLICAS)).isZero();
        }
        assertThat(workload.indices().get(0).share()).isCloseTo(LogsStreams.documentShares(SEED, LINES)
                .get("logs-k8-application"), within(0.001));
    }

    @Test
    void itsNodeSettingsAreTheTracksBulks() {
        ExperimentSpec spec = ExperimentSpec.defaults().set(LabSettings.WORKLOAD, WorkloadDefinition.resolve("logs"))
                .build();
        assertThat(spec.get(LabSettings.BULK_SIZE)).isEqualTo(1000);
        assertThat(spec.get(LabSettings.BULK_MIX)).isEqualTo(BulkMix.RUNS);
        assertThat(spec.get(LabSettings.BATCH_DOCS)).isEqualTo(10_000);
    }
}
