package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.data.DataSettings;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A node holding three indices: each built from its own settings, its copies numbered in ShardId order. */
class NodeOfManyIndicesTest {
    @TempDir
    Path dir;

    private ExperimentSpec spec() throws Exception {
        Path workload = Files.writeString(dir.resolve("three.yaml"), """
                index_defaults: {search_idle_ms: 200ms, refresh_interval_ms: 100ms}
                indices:
                  - {name: hot, share: 6, dataset: http_logs}
                  - {name: cold, share: 1, dataset: geopoint}
                  - {name: warm, share: 3, dataset: http_logs, shards: 2, replicas: 1}
                """);
        return LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString()).build();
    }

    private record Copy(int shard, String index, boolean replica) {}

    @Test
    void copiesAreNumberedByShardNumberThenIndexNameAsElasticsearchOrdersShardIds() throws Exception {
        try (Node node = Node.start(NodeSettings.from(spec(), dir.resolve("node")), false)) {
            record Numbered(int id, Copy copy) {}
            List<Copy> byId = node.indices().stream()
                    .flatMap(index -> index.copies().stream().map(shard -> new Numbered(shard.id(), new Copy(
                            shard.copy() % index.numberOfShards(), index.name(),
                            shard.copy() >= index.numberOfShards()))))
                    .sorted(Comparator.comparingInt(Numbered::id)).map(Numbered::copy).toList();
            assertThat(byId).containsExactly(new Copy(0, "cold", false), new Copy(0, "hot", false),
                    new Copy(0, "warm", false), new Copy(1, "warm", false), new Copy(0, "warm", true),
                    new Copy(1, "warm", true));
            assertThat(node.indices().stream().flatMap(i -> i.copies().stream()).mapToInt(Shard::id).sorted())
                    .as("node-unique ids, 0 to copies - 1").containsExactly(0, 1, 2, 3, 4, 5);
            assertThat(node.indices().get(2).replicas().get(1)).hasSize(1);
            assertThat(node.indices().get(1).settings().index().get(DataSettings.DATASET).name()).isEqualTo("geopoint");
        }
    }

    @Test
    void anIndexAtTheDefaultRefreshSkipsRefreshesOnceSearchIdleAndOneWithAnExplicitOneNever() throws Exception {
        Path workload = Files.writeString(dir.resolve("idle.yaml"), """
                index_defaults: {search_idle_ms: 100ms}
                indices:
                  - {name: hot, share: 1, dataset: http_logs, refresh_interval_ms: 1s}
                  - {name: cold, share: 1, dataset: geopoint}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString()).build();
        try (Node node = Node.start(NodeSettings.from(spec, dir.resolve("idle")), false)) {
            IndexService hot = node.indices().get(0);
            IndexService cold = node.indices().get(1);
            // Waits for an event, not a time: the cold index's first scheduled refresh comes after it went idle.
            while (cold.refreshesSkippedIdle() == 0) {
                Thread.sleep(50);
            }
            assertThat(hot.refreshesSkippedIdle()).as("an explicit refresh interval turns search-idle off").isZero();
        }
    }
}
