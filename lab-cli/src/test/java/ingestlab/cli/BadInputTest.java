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

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "--selector | biggest | 'biggest' is not one of largest",
        "--flush-mode | partial | 'partial' is not one of full",
        "--merge-policy | log | 'log' is not one of tiered",
        "--codec | brotli | 'brotli' is not one of default",
        "--dataset | wikipedia | 'wikipedia' is not one of europarl",
        "--dataset | ndjson:/no/such/file.json | no readable file /no/such/file.json",
        "--mapping | static | 'static' is not one of explicit, dynamic",
        "--ids | random | 'random' is not one of auto, explicit",
        "--update-ratio | 0.2 | needs --ids explicit",
        "--update-ratio | 1.5 | '1.5' is out of range (0 <= ratio < 1)",
        "--mapping-file | /no/such/mapping.json | /no/such/mapping.json",
        "--shards | 0 | '0' is not allowed (must be at least 1)",
        "--threads | -2 | '-2' is not allowed (must be at least 1)",
        "--docs | 0 | '0' is not allowed (must be at least 1)",
        "--bulk-size | 0 | '0' is not allowed (must be at least 1)",
        "--trials | 0 | '0' is not allowed (must be at least 1)",
        "--merge-threads | 0 | '0' is not allowed (must be at least 1)",
        "--buffer | 150% | '150%' is out of range",
        "--buffer | 0% | '0%' is out of range",
        "--buffer | huge | 'huge' is not a percentage or size",
        "--refresh-interval | 5 parsecs | '5 parsecs' is not a duration",
        "--shard-skew | 11 | '11.0' is out of range",
        "--write-queue | 0 | '0' is not allowed (must be at least 1)",
        "--controller-interval | 0s | '0s' must be at least 1ms",
        "--controller-interval | off | 'off' is not allowed",
        "--shards | many | 'many' is not a whole number",
        "--buffer | 25 | '25' has no unit (write 25% of the heap, or a size such as 25mb)",
        "--buffer | 5g | is more than the whole heap",
        "--threads | 1000000 | '1000000' is too many (at most 4096",
        "--shards | 100000 | '100000' is too many (at most 1024: Elasticsearch's default",
        "--bulk-size | 2000000 | '2000000' is too many (at most 1000000",
        "--work-dir | /proc/forbidden | '/proc/forbidden' cannot be written (",
    })
    void rejectsWithOneLineAndExitCode2(String option, String value, String expected) {
        Path out = dir.resolve("results.csv");
        List<String> args = new ArrayList<>(List.of("run", option, value, "--out", out.toString(), "--quiet"));
        if (!option.equals("--docs")) {
            args.addAll(List.of("--docs", "100"));
        }
        assertThat(CliRun.of(args.toArray(new String[0])).refusal()).contains(option).contains(expected);
        assertThat(Files.exists(out)).as("no row written").isFalse();
    }

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
