package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompanionFileTest {
    @TempDir
    Path dir;

    private Path results() {
        return dir.resolve("results.csv");
    }

    private void write(String text) throws Exception {
        Files.writeString(CompanionFile.INDICES.pathFor(results()), text);
    }

    @Test
    void readsTheRowsBesideAResultsFile() throws Exception {
        write("run_id,config_hash,trial,order,index,flushes\nr,h,1,1,logs,4\nr,h,1,1,web,\n");
        List<Map<String, String>> rows = CompanionFile.INDICES.readBeside(results(), List.of("index"),
                "flushes"::equals);
        assertThat(rows).hasSize(2);
        assertThat(CompanionFile.trialKey(rows.getFirst())).containsExactly("r", "h", "1", "1");
        assertThat(rows.get(1).get("flushes")).as("an empty cell is a value not measured").isEmpty();
    }

    @Test
    void refusesAMissingOrEmptyFileAColumnItLacksAndTextInANumber() throws Exception {
        assertThatThrownBy(() -> CompanionFile.INDICES.readBeside(results(), List.of()))
                .hasMessage("no per-index file '" + dir.resolve("results-indices.csv") + "' next to '" + results()
                        + "' (lab run --workload writes it)");
        write("");
        assertThatThrownBy(() -> CompanionFile.INDICES.readBeside(results(), List.of())).hasMessageEndingWith(
                "results-indices.csv' has no rows");
        write("run_id,index,flushes\nr,logs,four\n");
        assertThatThrownBy(() -> CompanionFile.INDICES.readBeside(results(), List.of("index", "order")))
                .hasMessageEndingWith("results-indices.csv' is not a per-index file: it has no 'order' column");
        assertThatThrownBy(() -> CompanionFile.INDICES.readBeside(results(), List.of("index"), "flushes"::equals))
                .hasMessageEndingWith("results-indices.csv' row 1: 'four' in column flushes is not a number");
    }
}
