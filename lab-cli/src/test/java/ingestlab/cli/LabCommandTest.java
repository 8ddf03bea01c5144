package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.Environment;
import org.apache.lucene.util.Version;
import org.junit.jupiter.api.Test;

/** The top-level command's own options and subcommands: {@code --version} and {@code generate-completion}. */
class LabCommandTest {
    @Test
    void versionPrintsTheLabsLucenesAndTheJdksVersionsOneALine() {
        CliRun run = CliRun.of("--version");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines()).containsExactly(
                "ingest-lab " + Environment.readLabVersion(),
                "Lucene " + Version.LATEST,
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + " "
                        + System.getProperty("java.vm.version") + ")");
    }

    @Test
    void generateCompletionPrintsABashScriptCompletingLabAndItsCommands() {
        CliRun run = CliRun.of("generate-completion");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash")
                .containsPattern("(?m)^complete -F _complete_lab .* lab( |$)")
                .contains("sweep").contains("calibrate").contains("--flush-mode");
    }
}
