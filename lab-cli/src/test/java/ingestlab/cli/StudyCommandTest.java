package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab study}: its plan as the dry run prints it, and its refusals. */
class StudyCommandTest {
    @TempDir
    Path dir;

    private Path file() throws Exception {
        return Files.writeString(dir.resolve("study.yaml"), "base:\n  docs: 100\nconfigs:\n  - name: A\n    label: A\n"
                + "  - name: B\n    label: B\n");
    }

    @Test
    void theDryRunShowsEveryDesignInEveryRoundAndWritesNothing() throws Exception {
        try {
            CpuAffinity.halves();
        } catch (CannotPin e) {
            assumeTrue(false, e.getMessage());
        }
        Path out = dir.resolve("study");
        CliRun run = CliRun.of("study", "--file", file().toString(), "--rounds", "3", "--out-dir", out.toString(),
                "--dry-run");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("3 round(s) of sequential, pinned, duet");
        assertThat(run.out().lines().filter(l -> l.trim().startsWith("round "))).hasSize(3)
                .allMatch(l -> l.contains("sequential") && l.contains("pinned") && l.contains("duet"));
        assertThat(out).doesNotExist();
    }

    @Test
    void theSequentialDesignAloneNeedsNoPinning() throws Exception {
        CliRun run = CliRun.of("study", "--file", file().toString(), "--designs", "sequential", "--rounds", "2",
                "--out-dir", dir.resolve("seq").toString(), "--dry-run");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("pinned on CPUs -, duet on -");
    }

    @Test
    void anUnknownDesignOrNoRoundIsRefusedInOneLine() throws Exception {
        assertThat(CliRun.of("study", "--file", file().toString(), "--designs", "sequential,paired", "--dry-run")
                .refusal()).contains("--designs").contains("'paired' is not a design (allowed: sequential, pinned, "
                        + "duet)");
        assertThat(CliRun.of("study", "--file", file().toString(), "--rounds", "0", "--dry-run").refusal())
                .contains("--rounds").contains("'0'");
    }
}
