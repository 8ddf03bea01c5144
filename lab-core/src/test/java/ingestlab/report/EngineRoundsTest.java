package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Combining committed fidelity rounds, written before {@code controller_dispatch} existed, with the engine's. */
class EngineRoundsTest {
    /** Written by lab run and lab reference run before the setting was added (issue 32's first round). */
    private static final Path LAB = Path.of("..", "reports", "fidelity-engine", "http-logs", "r1-lab-full-largest.csv");
    private static final Path ENGINE = Path.of("..", "reports", "fidelity-engine", "http-logs", "r1-es-8.10.4.csv");

    @Test
    void aLabRowFromBeforeASettingExistedGetsItsDefaultAndAnEngineRowIsLeftAsItIs(@TempDir Path dir)
            throws IOException {
        assertThat(Files.readString(LAB)).as("the file predates the setting").doesNotContain("controller_dispatch");
        Path combined = dir.resolve("combined.csv");
        Files.writeString(combined, EngineRounds.combine(List.of(new EngineRounds.Input(1, LAB),
                new EngineRounds.Input(1, ENGINE))), StandardCharsets.UTF_8);

        List<Map<String, String>> rows = ResultsCsv.read(combined);
        assertThat(rows).extracting(r -> r.get("engine")).containsExactly("lab", "es-8.10.4");
        assertThat(rows).extracting(r -> r.get("trial")).containsExactly("1", "1");
        assertThat(rows.get(0).get("controller_dispatch")).isEqualTo("indexing-threads");
        assertThat(rows.get(1).get("controller_dispatch")).as("the engine's row is not the lab's default").isEmpty();
        assertThat(rows.get(0).get("flush_mode")).as("a setting the file has keeps its value").isEqualTo("full");
    }

    @Test
    void aLogByteSizeRowGetsItsOwnPolicysDefaultsForTheMergeSettingsAddedSince(@TempDir Path dir) throws IOException {
        Path logs = Path.of("..", "reports", "fidelity-engine", "logs-1m", "r1-lab-full-largest.csv");
        assertThat(Files.readString(logs)).as("the file predates the merge settings").doesNotContain("merge_factor");
        Path combined = dir.resolve("combined.csv");
        Files.writeString(combined, EngineRounds.combine(List.of(new EngineRounds.Input(1, logs))),
                StandardCharsets.UTF_8);

        Map<String, String> row = ResultsCsv.read(combined).get(0);
        assertThat(row.get("merge_policy")).isEqualTo("log-byte-size");
        assertThat(row.get("merge_factor")).as("log-byte-size's own setting, at its default").isNotEmpty();
        assertThat(row.get("segments_per_tier")).as("a tiered setting has no value on a log-byte-size row").isEmpty();
        assertThat(row.get("max_merge_at_once")).isEmpty();
    }
}
