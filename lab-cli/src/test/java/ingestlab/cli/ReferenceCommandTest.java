package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.reference.ReferenceTrials;
import ingestlab.results.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lab reference run} refuses, in one line and with exit code 2, before any document is written: a setting the
 * engine lacks, more write threads than the machine's CPUs, a result file another writer holds, an engine not built.
 * None of these needs the reference profile: the tests' lab folder has no module built.
 */
class ReferenceCommandTest {
    @TempDir
    Path dir;

    private static List<Path> temporaryFolders() throws Exception {
        try (Stream<Path> listed = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            String ours = "lab-reference-pid" + ProcessHandle.current().pid() + "-";
            return listed.filter(p -> p.getFileName().toString().startsWith(ours)).toList();
        }
    }

    @Test
    void tooManyWriteThreadsAreRefusedBeforeAnyDocumentIsWritten() throws Exception {
        List<String> before = temporaryFolders().stream().map(Path::toString).toList();
        String refusal = CliRun.of("reference", "run", "--engine", "es-8.11.4", "--write-threads", "64").refusal();
        assertThat(refusal).isEqualTo("lab reference run: --write-threads 64: the reference node runs them as "
                + "node.processors, which Elasticsearch allows up to this machine's "
                + Runtime.getRuntime().availableProcessors() + " CPUs");
        assertThat(temporaryFolders()).as("no work folder, no documents").map(Path::toString)
                .containsExactlyElementsOf(before);
        assertThat(Path.of("reports/runs/reference.csv")).as("no result file").doesNotExist();

        Path work = dir.resolve("work");
        CliRun.of("reference", "run", "--engine", "es-8.11.4", "--write-threads", "64", "--work-dir", work.toString())
                .refusal();
        assertThat(work).doesNotExist();
    }

    @Test
    void aSettingTheEngineLacksIsRefused() {
        assertThat(CliRun.of("reference", "run", "--engine", "es-8.10.4", "--search-rate", "5").refusal())
                .startsWith("lab reference run: --search-rate: the reference node has no counterpart");
        assertThat(CliRun.of("reference", "run", "--engine", "es-8.11.4", "--dataset", "nyc_taxis").refusal())
                .startsWith("lab reference run: --dataset nyc_taxis: field [").contains("scaled_float");
    }

    @Test
    void anEngineNotBuiltIsRefusedAndLeavesNoResultFile() {
        Path out = dir.resolve("reference.csv");
        String refusal = CliRun.of("reference", "run", "--engine", "es-8.11.4", "--docs", "100", "--write-threads", "1",
                "--out", out.toString()).refusal();
        assertThat(refusal).startsWith("lab reference run: --engine es-8.11.4: the reference module is not built in ")
                .contains("build it with: mvn -B -q -Preference -DskipTests package -pl lab-reference/common,lab-reference,")
                .contains("lab-reference/engines/es-8.11.4");
        assertThat(out).doesNotExist();
    }

    @Test
    @SuppressWarnings("try") // the first writer is held for what it does: it holds the lock
    void aSecondWriterOnTheResultFileIsRefused() throws Exception {
        Path out = dir.resolve("reference.csv");
        try (ResultFiles first = ReferenceTrials.openResults(out)) {
            String refusal = CliRun.of("reference", "run", "--engine", "es-8.11.4", "--docs", "100",
                    "--write-threads", "1", "--out", out.toString()).refusal();
            assertThat(refusal).isEqualTo("lab reference run: Invalid value for option '--out': '" + out
                    + "' is being written by another writer in this process (pid " + ProcessHandle.current().pid()
                    + "); wait for it to finish or choose another --out");
        }
    }
}
