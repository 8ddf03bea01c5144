package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.metrics.FlushCause;
import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.results.CompanionFile;
import ingestlab.results.IndexColumn;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialResult;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A trial of a node of three indices: documents mixed by share, each index verified, a row per index written. */
class WorkloadTrialTest {
    private static final long DOCS = 30_000;

    @TempDir
    Path dir;

    @Test
    void threeIndicesShareTheDocumentsAndEachIsVerifiedAndWritten() throws Exception {
        Path workload = Files.writeString(dir.resolve("three.yaml"), """
                node: {batch_docs: 50}
                index_defaults: {search_idle_ms: 1s}
                indices:
                  - {name: hot, share: 6, dataset: http_logs, refresh_interval_ms: 1s}
                  - {name: cold, share: 1, dataset: geopoint}
                  - {name: warm, share: 3, dataset: http_logs, shards: 2}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString())
                .set(ClientSettings.DOCS, DOCS).set(ClientSettings.BULK_SIZE, 500).build();
        Path out = dir.resolve("results.csv");
        List<TrialResult> results;
        try (ResultFiles files = ResultFiles.open(out, true, true)) {
            results = new ExperimentRunner(new ExperimentRunner.Options(dir.resolve("work"), false, 200, true))
                    .run(spec, 1, "run-1", files, ProgressListener.NONE);
        }
        TrialResult result = results.getFirst();
        assertThat(result.error()).isNull();
        assertThat(result.indexChecked()).as("CheckIndex found every index's shards").isTrue();
        assertThat(Metric.DOCS_VERIFIED.read(result.observations()).longValue()).isEqualTo(DOCS);

        Map<String, IndexObservations> indices = result.observations().indices().stream()
                .collect(Collectors.toMap(IndexObservations::index, i -> i));
        assertThat(result.observations().indices()).extracting(IndexObservations::index)
                .containsExactly("hot", "cold", "warm");
        assertThat(indices.values().stream().mapToLong(IndexObservations::docs).sum()).isEqualTo(DOCS);
        assertThat(indices.get("hot").docs() / (double) DOCS).isCloseTo(0.6, within(0.05));
        assertThat(indices.get("cold").docs() / (double) DOCS).isCloseTo(0.1, within(0.05));
        assertThat(indices.get("warm").docs() / (double) DOCS).isCloseTo(0.3, within(0.05));
        assertThat(indices.get("warm").shards()).isEqualTo(2);
        assertThat(indices.values()).allSatisfy(index -> {
            assertThat(index.atEnd().getLong(Metric.SEGMENT_COUNT_FINAL)).as(index.index()).isPositive();
            assertThat(index.atEnd().getLong(Metric.STORE_BYTES)).as(index.index()).isPositive();
            assertThat(index.bufferMaxBytes()).as(index.index()).isPositive();
        });
        assertThat(indices.values().stream().mapToLong(i -> i.atEnd().getLong(Metric.SEGMENT_COUNT_FINAL)).sum())
                .as("the indices' segments are the node's")
                .isEqualTo(Metric.SEGMENT_COUNT_FINAL.read(result.observations()).longValue());
        // Each index's registry is read just after the node's, and a scheduled refresh may flush in between.
        long flushesAtEnd = Arrays.stream(FlushCause.values())
                .mapToLong(cause -> result.observations().atEnd().getLong(cause.metric())).sum();
        assertThat(indices.values().stream().mapToLong(i -> FlushCause.total(i.atAck())).sum())
                .as("the indices' flushes count on the node")
                .isBetween(Metric.FLUSHES.read(result.observations()).longValue(), flushesAtEnd);

        List<String> lines = Files.readAllLines(CompanionFile.INDICES.pathFor(out));
        assertThat(lines.getFirst().split(",")).containsExactlyElementsOf(CompanionFile.INDICES.header());
        assertThat(lines).hasSize(4);
        int docsColumn = CompanionFile.INDICES.header().indexOf(IndexColumn.DOCS.column());
        int indexColumn = CompanionFile.INDICES.header().indexOf(IndexColumn.INDEX.column());
        for (String line : lines.subList(1, 4)) {
            String[] cells = line.split(",", -1);
            assertThat(cells).hasSize(CompanionFile.INDICES.header().size());
            assertThat(cells[0]).isEqualTo("run-1");
            assertThat(Long.parseLong(cells[docsColumn])).isEqualTo(indices.get(cells[indexColumn]).docs());
        }
        assertThat(Arrays.asList(lines.getFirst().split(","))).startsWith("run_id", "config_hash", "trial", "order",
                "index", "shards", "docs", "share");

        List<String> timeline = Files.readAllLines(CompanionFile.INDEX_TIMELINE.pathFor(out));
        assertThat(timeline.getFirst().split(",")).containsExactlyElementsOf(CompanionFile.INDEX_TIMELINE.header());
        int timelineIndex = CompanionFile.INDEX_TIMELINE.header().indexOf("index");
        assertThat(timeline.subList(1, timeline.size()).stream().map(line -> line.split(",")[timelineIndex])
                .distinct()).as("samples of every index").containsExactlyInAnyOrder("hot", "cold", "warm");
        assertThat(timeline.size() - 1).as("a row per sample and index")
                .isEqualTo(3 * result.observations().timeline().size());
    }
}
