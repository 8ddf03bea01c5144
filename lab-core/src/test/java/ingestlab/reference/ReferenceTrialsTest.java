package ingestlab.reference;

import ingestlab.load.ClientSettings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.results.Environment;
import ingestlab.results.ResultColumns;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.settings.ExperimentSpec;
import ingestlab.util.LockProbe;
import ingestlab.util.WriterLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference path without Elasticsearch: its result file under the writer lock, and what a failed trial leaves
 * behind. The module is "built" here as files in a fake lab folder that hold no harness, so the engine's JVM starts and
 * fails at once, as a trial that fails does.
 */
class ReferenceTrialsTest {
    @TempDir
    Path dir;

    private static ExperimentSpec smallRun() {
        return LabSettings.defaults().setText(DataSettings.DATASET, "http_logs").set(ClientSettings.DOCS, 200L)
                .build();
    }

    /** A harness result of one trial, in the keys {@link ReferenceRow} reads. */
    private static Properties harnessResult() {
        Properties p = new Properties();
        p.setProperty("docs", "200");
        p.setProperty("elapsed_ns", "1000000000");
        p.setProperty("node.end.liveDocs", "200");
        return p;
    }

    @Test
    @Timeout(120)
    void aSecondWriterOnAReferenceResultFileIsRefusedInThisProcessAndFromAnother() throws Exception {
        Path file = dir.resolve("reference.csv");
        try (ResultFiles first = ReferenceTrials.openResults(file)) {
            first.appendCopied(ReferenceRow.of(Engine.ES_8_11_4, smallRun(), harnessResult(), 200, "run-1", 1,
                    Environment.ofTrial(Double.NaN, "")), Map.of());
            assertThatThrownBy(() -> ReferenceTrials.openResults(file)).isInstanceOf(WriterLock.HeldElsewhere.class)
                    .hasMessageContaining("is being written by another writer in this process");
            Process other = LockProbe.start("try", file);
            assertThat(other.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(other.exitValue()).as("another process is refused").isEqualTo(LockProbe.REFUSED);
        }
        try (ResultFiles second = ReferenceTrials.openResults(file)) {
            second.appendCopied(ReferenceRow.of(Engine.ES_8_10_4, smallRun(), harnessResult(), 200, "run-2", 1,
                    Environment.ofTrial(Double.NaN, "")), Map.of());
        }
        assertThat(ResultsCsv.read(file)).extracting(row -> row.get("engine"))
                .containsExactly("es-8.11.4", "es-8.10.4");
    }

    @Test
    void aLabResultFileIsNotAppendedReferenceRows() throws Exception {
        Path file = Files.writeString(dir.resolve("lab.csv"), String.join(",", ResultColumns.names()) + "\n");
        assertThatThrownBy(() -> ReferenceTrials.openResults(file)).hasMessageContaining("other columns");
    }

    /** A lab folder where the module looks built: a harness jar that holds nothing, the engine's lib folder. */
    private Path fakeBuiltLab() throws Exception {
        Path lab = dir.resolve("lab");
        Files.createDirectories(lab.resolve("lab-reference/target"));
        Files.writeString(lab.resolve("lab-reference/target/lab-reference.jar"), "not a jar");
        Files.createDirectories(lab.resolve("lab-reference/common/target"));
        Files.writeString(lab.resolve("lab-reference/common/target/lab-reference-common.jar"), "not a jar");
        Files.createDirectories(lab.resolve("lab-reference/engines/es-8.11.4/target/lib"));
        return lab;
    }

    private static List<Path> ourTemporaryFolders() throws Exception {
        try (Stream<Path> listed = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            String ours = "lab-reference-pid" + ProcessHandle.current().pid() + "-";
            return listed.filter(p -> p.getFileName().toString().startsWith(ours)).toList();
        }
    }

    /** Records what a run says. */
    private static final class Said implements ReferenceTrials.Progress {
        final List<String> failures = new ArrayList<>();
        final List<Map<String, String>> rows = new ArrayList<>();

        @Override
        public void started(List<Engine> engines, long docs, Path folder) {
            assertThat(folder).isDirectory();
        }

        @Override
        public void row(Map<String, String> row) {
            rows.add(row);
        }

        @Override
        public void failed(String line) {
            failures.add(line);
        }
    }

    @Test
    @Timeout(120)
    void aFailedTrialLeavesNoDocumentsNorWorkFolderNorEmptyResultFile() throws Exception {
        Path lab = fakeBuiltLab();
        assertThat(ReferenceTrials.unbuilt(List.of(Engine.ES_8_11_4), lab)).isNull();
        assertThat(ReferenceTrials.unbuilt(List.of(Engine.ES_8_10_4), lab))
                .startsWith("--engine es-8.10.4: the reference module is not built");
        List<Path> before = ourTemporaryFolders();
        Path results = dir.resolve("reference.csv");
        Said said = new Said();
        ReferenceTrials.Summary summary;
        try (ResultFiles files = ReferenceTrials.openResults(results)) {
            summary = ReferenceTrials.run(new ReferenceTrials.Plan(List.of(Engine.ES_8_11_4), 1, smallRun(), null,
                    lab), files, said);
        }
        assertThat(summary).isEqualTo(new ReferenceTrials.Summary(0, 1));
        assertThat(said.failures).singleElement().asString().startsWith("trial 1 of es-8.11.4 failed (exit ")
                .endsWith("(give --work-dir to keep its reference.log)");
        assertThat(ourTemporaryFolders()).as("the documents and the work folder are removed").isEqualTo(before);
        assertThat(results).as("a result file this run made and wrote no row to").doesNotExist();
    }

    @Test
    @Timeout(120)
    void aWorkDirIsKeptWithItsDocumentsAndLog() throws Exception {
        Path workDir = dir.resolve("work");
        Said said = new Said();
        try (ResultFiles files = ReferenceTrials.openResults(dir.resolve("reference.csv"))) {
            ReferenceTrials.run(new ReferenceTrials.Plan(List.of(Engine.ES_8_11_4), 1, smallRun(), workDir,
                    fakeBuiltLab()), files, said);
        }
        assertThat(workDir.resolve("documents.ndjson")).isNotEmptyFile();
        assertThat(workDir.resolve("reference.log")).exists();
        assertThat(said.failures).singleElement().asString().contains("; see " + workDir.resolve("reference.log"));
    }

    @Test
    @Timeout(60)
    void theNextRunRemovesTheFolderOfALabThatWasKilledAndNoOther() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        assertThat(gone.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Path temp = Files.createDirectories(dir.resolve("tmp"));
        Path stale = Files.createDirectories(temp.resolve("lab-reference-pid" + gone.pid() + "-123"));
        Files.writeString(stale.resolve("documents.ndjson"), "{}\n");
        Path running = Files.createDirectories(temp.resolve("lab-reference-pid" + ProcessHandle.current().pid()
                + "-456"));
        Path older = Files.createDirectories(temp.resolve("lab-reference-8812345678"));
        WorkFolder.removeStale(temp);
        assertThat(stale).doesNotExist();
        assertThat(running).as("a running lab's").isDirectory();
        assertThat(older).as("a name without a pid: not known to be stale").isDirectory();
        assertThat(WorkFolder.ownerPid("lab-reference-pid42-7")).isEqualTo(42);
        assertThat(WorkFolder.ownerPid("lab-reference-pidx-7")).isEqualTo(-1);
    }

    @Test
    @Timeout(60)
    void aRunWithAWorkDirRemovesAKilledRunsTemporaryFolderToo() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        assertThat(gone.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Path stale = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir"))
                .resolve("lab-reference-pid" + gone.pid() + "-1"));
        Files.writeString(stale.resolve("documents.ndjson"), "{}\n");
        try (WorkFolder kept = WorkFolder.of(dir.resolve("work"))) {
            assertThat(kept.isKept()).isTrue();
        }
        assertThat(stale).doesNotExist();
        assertThat(dir.resolve("work")).as("the folder --work-dir gave is kept").isDirectory();
    }
}
