package ingestlab.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.LogsStreams;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.WriterSettings;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The built-in {@code logs} workload: Rally's elastic/logs streams, with the shares LogsStreams computes. */
class LogsWorkloadTest {
    /** What the YAML's shares were computed with (its comment says so). */
    private static final long SEED = 42;
    private static final int LINES = 20_000;
    /** The shares computed as the YAML's were: once for the class (13 generators, 20,000 lines each). */
    private static Map<String, Double> computed;

    @BeforeAll
    static void computeShares() {
        computed = LogsStreams.documentShares(SEED, LINES);
    }

    @Test
    void hasTheThirteenStreamsWithTheSharesLogsStreamsComputes() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        assertThat(logs.name()).isEqualTo("logs");
        assertThat(logs.indices()).hasSize(LogsStreams.STREAMS.size());
        double total = logs.indices().stream().mapToDouble(WorkloadDefinition.Entry::share).sum();
        assertThat(total).isCloseTo(1, within(0.001));
        for (WorkloadDefinition.Entry index : logs.indices()) {
            String dataset = index.settings().get(DataSettings.DATASET.key());
            assertThat(index.share()).as(index.name()).isCloseTo(computed.get(dataset), within(0.001));
        }
        assertThat(logs.indices().stream().map(e -> e.settings().get(DataSettings.DATASET.key())))
                .containsExactlyElementsOf(LogsStreams.STREAMS.stream().map(LogsStreams.Stream::dataset).toList());
    }

    @Test
    void onlyK8HasAnExplicitRefreshSoTheOthersGoSearchIdle() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        assertThat(logs.indices().stream().filter(e -> e.settings().containsKey(IndexSettings.REFRESH_INTERVAL_MS.key())))
                .singleElement().satisfies(k8 -> {
                    assertThat(k8.name()).isEqualTo("k8");
                    assertThat(k8.settings()).containsEntry(IndexSettings.REFRESH_INTERVAL_MS.key(), "5s");
                });
        Workload workload = Workload.of(LabSettings.defaults().set(WorkloadSettings.WORKLOAD, logs).build());
        for (IndexSpec index : workload.indices()) {
            ExperimentSpec settings = index.settings();
            boolean k8 = index.name().equals("k8");
            assertThat(settings.get(IndexSettings.REFRESH_INTERVAL_MS)).as(index.name())
                    .isEqualTo(k8 ? Interval.ofSeconds(5) : Interval.ofSeconds(1));
            assertThat(settings.get(IndexSettings.SEARCH_IDLE_MS).isOff()).as(index.name()).isEqualTo(k8);
            assertThat(settings.get(WriterSettings.CODEC)).isEqualTo(CodecChoice.BEST_COMPRESSION);
            assertThat(settings.get(WriterSettings.MERGE_POLICY)).isEqualTo(MergePolicyChoice.LOG_BYTE_SIZE);
            assertThat(settings.get(IndexSettings.SHARDS)).isEqualTo(1);
            assertThat(settings.get(IndexSettings.REPLICAS)).isZero();
        }
        assertThat(workload.indices().get(0).share()).isCloseTo(computed.get("logs-k8-application"),
                within(0.001));
    }

    @Test
    void itsNodeSettingsAreTheTracksBulks() {
        ExperimentSpec spec = LabSettings.defaults().set(WorkloadSettings.WORKLOAD, WorkloadDefinition.resolve("logs", LabSettings.catalog()))
                .build();
        assertThat(spec.get(ClientSettings.BULK_SIZE)).isEqualTo(1000);
        assertThat(spec.get(WorkloadSettings.BULK_MIX)).isEqualTo(BulkMix.RUNS);
        assertThat(spec.get(WorkloadSettings.BATCH_DOCS)).isEqualTo(10_000);
    }
}
