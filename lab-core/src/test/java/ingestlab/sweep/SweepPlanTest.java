package ingestlab.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepPlanTest {
    @TempDir
    Path dir;

    private static List<SweepConfig> configs(int n) {
        List<SweepConfig> configs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            configs.add(new SweepConfig("c" + i, Map.of("docs", Integer.toString(1000 + i)),
                    LabSettings.defaults().set(ClientSettings.DOCS, 1000 + i).build()));
        }
        return configs;
    }

    @Test
    void everyRoundRunsEachConfigOnceWarmUpsFirstInASeededShuffle() {
        List<SweepConfig> configs = configs(5);
        List<PlannedTrial> plan = SweepPlan.of(configs, 1, 3, 7);
        assertThat(plan).hasSize(20);
        for (int round = 0; round < 4; round++) {
            List<PlannedTrial> block = plan.subList(round * 5, round * 5 + 5);
            assertThat(block).extracting(PlannedTrial::config).containsExactlyInAnyOrderElementsOf(configs);
            assertThat(block).allMatch(t -> t.warmup() == (t.order() <= 5));
        }
        assertThat(plan).extracting(PlannedTrial::order).containsExactlyElementsOf(
                java.util.stream.IntStream.rangeClosed(1, 20).boxed().toList());
        assertThat(SweepPlan.of(configs, 1, 3, 7)).isEqualTo(plan);
        assertThat(SweepPlan.of(configs, 1, 3, 8)).extracting(PlannedTrial::config)
                .isNotEqualTo(plan.stream().map(PlannedTrial::config).toList());
        // Not a fixed order: some round starts with another config than the first round.
        Set<SweepConfig> firsts = new HashSet<>();
        for (int round = 0; round < 4; round++) {
            firsts.add(plan.get(round * 5).config());
        }
        assertThat(firsts.size()).isGreaterThan(1);
    }

    @Test
    void partitionsSplitThePlanIntoDisjointSlicesThatCoverIt() {
        List<PlannedTrial> plan = SweepPlan.of(configs(3), 0, 4, 1);
        List<PlannedTrial> all = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            List<PlannedTrial> slice = SweepPlan.partition(plan, new SweepPlan.Slice(k, 3));
            assertThat(slice).hasSize(4);
            all.addAll(slice);
        }
        assertThat(all).containsExactlyInAnyOrderElementsOf(plan);
        assertThatThrownBy(() -> SweepPlan.Slice.parse("3/2")).hasMessageContaining("'3/2'");
        assertThatThrownBy(() -> SweepPlan.Slice.parse("2of4")).hasMessageContaining("'2of4'");
        assertThat(SweepPlan.Slice.parse(" 2 / 4 ")).isEqualTo(new SweepPlan.Slice(2, 4));
    }

    @Test
    void theGridIsACartesianProductOverTheBaseForEachNamedConfig() {
        SweepGrid grid = new SweepGrid(Map.of("docs", "100"),
                new java.util.LinkedHashMap<>(Map.of("flush_mode", List.of("full", "next-buffer"))),
                List.of(new SweepGrid.Named("a", Map.of("shards", "2")), new SweepGrid.Named("b", Map.of("shards", "4"))));
        List<SweepGrid.Named> expanded = grid.expand();
        assertThat(expanded).hasSize(4);
        assertThat(expanded).extracting(n -> n.name() + ":" + n.settings().get("shards") + ":"
                + n.settings().get("flush_mode") + ":" + n.settings().get("docs"))
                .containsExactly("a:2:full:100", "a:2:next-buffer:100", "b:4:full:100", "b:4:next-buffer:100");
        assertThat(grid.axes()).containsExactly("flush_mode");
    }

    @Test
    void sweepFilesReadBaseGridAndConfigs() throws Exception {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, """
                base:
                  dataset: http_logs
                  docs: 20000
                grid:
                  flush_mode: [full, next-buffer]
                  selector: [largest, round-robin]
                configs:
                  - name: skewed
                    shard_skew: 1
                  - name: even
                """);
        SweepGrid grid = SweepFile.read(file);
        assertThat(grid.base()).containsEntry("dataset", "http_logs").containsEntry("docs", "20000");
        assertThat(grid.grid()).containsEntry("selector", List.of("largest", "round-robin"));
        assertThat(grid.expand()).hasSize(8);
    }

    @Test
    void malformedSweepFilesAreRefusedWithTheReason() throws Exception {
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, "grid:\n  flush_mode: [full, next-buffer\n");
        assertThatThrownBy(() -> SweepFile.read(file)).hasMessageContaining("is not valid YAML");
        Files.writeString(file, "grids:\n  flush_mode: [full]\n");
        assertThatThrownBy(() -> SweepFile.read(file)).hasMessageContaining("unknown section 'grids'");
        Files.writeString(file, "grid:\n  flush_mode: []\n");
        assertThatThrownBy(() -> SweepFile.read(file)).hasMessageContaining("flush_mode is an empty list");
        Files.writeString(file, "base:\n  docs: 10\n");
        assertThatThrownBy(() -> SweepFile.read(file)).hasMessageContaining("nothing to sweep");
        assertThatThrownBy(() -> SweepFile.read(dir.resolve("missing.yaml"))).hasMessageContaining("does not exist");
    }
}
