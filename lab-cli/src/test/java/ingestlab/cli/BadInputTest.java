package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ShardSelector;
import ingestlab.data.DatasetCatalog;
import ingestlab.util.NamedValues;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad input: one line naming the option, the value and what is allowed; exit code 2; nothing written. */
class BadInputTest {
    @TempDir
    Path dir;

    /** The message lists every value a named option takes, in the order --help lists them. */
    @org.junit.jupiter.api.Test
    void aBadNameListsEveryAllowedValue() {
        CliRun selector = CliRun.of("run", "--selector", "biggest", "--out", dir.resolve("x.csv").toString());
        assertThat(selector.err()).contains("'biggest' is not one of " + NamedValues.allowed(ShardSelector.class) + "\n");
        CliRun dataset = CliRun.of("run", "--dataset", "wikipedia", "--out", dir.resolve("x.csv").toString());
        assertThat(dataset.err()).contains("'wikipedia' is not one of " + DatasetCatalog.allowed() + "\n");
    }

    @org.junit.jupiter.api.Test
    void aMistypedCommandOrOptionGetsASuggestion() {
        CliRun command = CliRun.of("rn");
        assertThat(command.exitCode()).isEqualTo(2);
        assertThat(command.err().strip().lines().count()).isEqualTo(1);
        assertThat(command.err()).contains("did you mean run");
        CliRun option = CliRun.of("run", "--shard-skw", "1", "--out", dir.resolve("x.csv").toString());
        assertThat(option.err()).contains("did you mean").contains("--shard-skew?");
        assertThat(Files.exists(dir.resolve("x.csv"))).isFalse();
    }

    @ParameterizedTest
    @CsvSource({"--no-such-option", "--shard"})
    void unknownOptionsAreNamed(String option) {
        Path out = dir.resolve("results.csv");
        CliRun run = CliRun.of("run", option, "3", "--out", out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip().split("\n")).hasSize(1);
        assertThat(run.err()).contains("Unknown option").contains(option).contains("lab run --help");
        assertThat(Files.exists(out)).isFalse();
    }

    @org.junit.jupiter.api.Test
    void aResultsFileWithOtherColumnsIsRefusedBeforeAnyTrialRuns() throws Exception {
        Path out = dir.resolve("other.csv");
        Files.writeString(out, "a,b,c\n1,2,3\n");
        List<String> before = new ArrayList<>(Files.readAllLines(out));
        CliRun run = CliRun.of("run", "--docs", "100", "--out", out.toString(), "--quiet");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--out").contains("other columns");
        assertThat(Files.readAllLines(out)).isEqualTo(before);
    }
}
