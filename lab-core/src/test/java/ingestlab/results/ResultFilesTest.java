package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.settings.ExperimentSpec;
import ingestlab.util.LockProbe;
import ingestlab.util.WriterLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
    @TempDir
    Path dir;

    private static TrialResult failedTrial(int trial) {
        return new TrialResult(ExperimentSpec.defaults().build(), TrialRun.of("run-1", trial), Instant.now(), null,
                Environment.current(), "failed on purpose");
    }

    /** Exit code of a {@code LockProbe try} on {@code file} from another process. */
    private static int probe(Path file) throws Exception {
        Process probe = LockProbe.start("try", file);
        assertThat(probe.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return probe.exitValue();
    }

    @Test
    @Timeout(120)
    void theResultAndTimelineFilesStayLockedThroughResumeReadsAndAppendsUntilClosed() throws Exception {
        Path csv = dir.resolve("runs/results.csv");
        try (ResultFiles files = ResultFiles.open(csv, false)) {
            files.append(failedTrial(1));
        }
        // a crash tore a second row half-way
        Files.writeString(csv, Files.readString(csv) + "run-1,deadbeef,2,fal", StandardCharsets.UTF_8);

        Path timeline = TimelineCsv.pathFor(csv);
        assertThat(ResultFiles.paths(csv, true)).containsExactly(csv, timeline);
        try (ResultFiles files = ResultFiles.resume(csv, true)) {
            assertThat(files.rows()).hasSize(1);
            files.append(failedTrial(2));
            assertThat(files.rows()).extracting(row -> row.get(TrialColumn.TRIAL.column())).containsExactly("1", "2");
            // no read or write above went around the lock (a closed second descriptor would have dropped it)
            assertThat(probe(csv)).isEqualTo(LockProbe.REFUSED);
            assertThat(probe(timeline)).isEqualTo(LockProbe.REFUSED);
            assertThatThrownBy(() -> ResultFiles.open(csv, false)).isInstanceOf(WriterLock.HeldElsewhere.class);
        }
        assertThat(probe(csv)).isZero();
        assertThat(ResultsCsv.read(csv)).hasSize(2);
        assertThat(Files.readString(csv)).as("the torn line cut off").endsWith("\n").doesNotContain("deadbeef");
    }

    @Test
    void resumeCutsATornLineLongerThanAReadAndATornHeaderAlike() throws Exception {
        Path csv = dir.resolve("long.csv");
        try (ResultFiles files = ResultFiles.open(csv, false)) {
            files.append(failedTrial(1));
        }
        String whole = Files.readString(csv);
        Files.writeString(csv, whole + "x".repeat(20_000), StandardCharsets.UTF_8);
        try (ResultFiles files = ResultFiles.resume(csv, false)) {
            assertThat(files.rows()).hasSize(1);
        }
        assertThat(Files.readString(csv)).isEqualTo(whole);

        Files.writeString(csv, whole.substring(0, 30), StandardCharsets.UTF_8); // torn inside the header
        try (ResultFiles files = ResultFiles.resume(csv, false)) {
            assertThat(files.rows()).isEmpty();
            files.append(failedTrial(2));
        }
        assertThat(ResultsCsv.read(csv)).extracting(row -> row.get(TrialColumn.TRIAL.column())).containsExactly("2");
    }

    @Test
    @SuppressWarnings("try") // the resource is held for what it does: it holds the lock
    void aFileOfOtherColumnsIsRefusedAndLeftUnlocked() throws Exception {
        Path csv = Files.writeString(dir.resolve("other.csv"), "a,b\n1,2\n");
        assertThatThrownBy(() -> ResultFiles.open(csv, false)).hasMessageContaining("other columns");
        try (ResultFiles files = ResultFiles.open(dir.resolve("fresh.csv"), true)) {
            assertThat(files.rows()).isEmpty();
        }
        try (WriterLock lock = WriterLock.lock(csv)) {
            assertThat(Files.readString(csv)).isEqualTo("a,b\n1,2\n");
        }
    }
}
