package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.util.LockProbe;
import ingestlab.util.WriterLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
    @TempDir
    Path dir;

    private static TrialResult failedTrial(int trial) {
        return new TrialResult(LabSettings.defaults().build(), TrialRun.of("run-1", trial), Instant.now(), null,
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

        Path timeline = CompanionFile.TIMELINE.pathFor(csv);
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
    void aFileThisOpenCreatedAndNothingWroteIsRemovedOnCloseAndAnEmptyFileThatWasThereIsKept() throws Exception {
        Path csv = dir.resolve("new/results.csv");
        try (ResultFiles files = ResultFiles.open(csv, true, true)) {
            files.append(failedTrial(1)); // a failed trial writes a result row, and no timeline or per-index rows
        }
        assertThat(csv).isNotEmptyFile();
        assertThat(CompanionFile.TIMELINE.pathFor(csv)).doesNotExist();
        assertThat(CompanionFile.INDICES.pathFor(csv)).doesNotExist();

        Path untouched = dir.resolve("untouched.csv");
        try (ResultFiles files = ResultFiles.open(untouched, true, true)) {
            assertThat(files.resultsPath()).exists();
        }
        assertThat(ResultFiles.paths(untouched, true, true)).allSatisfy(path -> assertThat(path).doesNotExist());

        Path given = Files.createFile(dir.resolve("given.csv"));
        try (ResultFiles files = ResultFiles.open(given, false)) {
            assertThat(files.rows()).isEmpty();
        }
        assertThat(given).as("it was there before the open").exists();
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

    /** Columns this version added to the result file: an older version's file lacks them. */
    private static final List<String> ADDED = List.of(Metric.CONTROLLER_SHARDS_PER_CHECK.at(50).column(),
            Metric.CONTROLLER_SHARDS_PER_CHECK.at(100).column(), Metric.CONTROLLER_WRITES_BY_REFRESH_PATH.column());

    /** {@code values} (in {@code columns} order) without the values of the columns in {@code dropped}. */
    private static List<String> without(List<String> columns, List<String> values, List<String> dropped) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            if (!dropped.contains(columns.get(i))) {
                kept.add(values.get(i));
            }
        }
        return kept;
    }

    /** A file as an older version of the lab wrote it: its header and rows lack {@code dropped}. */
    private static Path olderFile(Path path, List<String> columns, List<List<String>> rows, List<String> dropped)
            throws Exception {
        StringBuilder text = new StringBuilder(CsvAppender.line(without(columns, columns, dropped)));
        for (List<String> row : rows) {
            text.append(CsvAppender.line(without(columns, row, dropped)));
        }
        return Files.writeString(path, text, StandardCharsets.UTF_8);
    }

    @Test
    void aFileOfAnOlderVersionIsAppendedToInItsOwnColumnsWithOneNote() throws Exception {
        List<String> columns = ResultColumns.names();
        Path csv = olderFile(dir.resolve("old.csv"), columns, List.of(ResultColumns.values(failedTrial(1))), ADDED);
        String oldHeader = Files.readAllLines(csv).get(0);
        // the timeline of an older version lacked its last column
        List<String> timelineColumns = CompanionFile.TIMELINE.header();
        List<String> lastTimelineColumn = timelineColumns.subList(timelineColumns.size() - 1, timelineColumns.size());
        olderFile(CompanionFile.TIMELINE.pathFor(csv), timelineColumns, List.of(), lastTimelineColumn);

        TrialResult second = failedTrial(2);
        try (ResultFiles files = ResultFiles.resume(csv, true)) {
            assertThat(files.notes()).as("one line per file").hasSize(2);
            assertThat(files.notes().get(0)).contains(csv.toString()).contains("lacks 3 columns (" + String.join(", ",
                    ADDED) + ")").contains("leave them out").doesNotContain("\n");
            assertThat(files.notes().get(1)).contains(CompanionFile.TIMELINE.pathFor(csv).toString())
                    .contains("lacks 1 column (" + lastTimelineColumn.get(0) + ")");
            assertThat(files.rows()).hasSize(1);
            files.append(second);
            Map<String, String> copied = ResultsCsv.read(csv).get(0);
            ADDED.forEach(column -> copied.put(column, "7"));
            copied.put(TrialColumn.TRIAL.column(), "3");
            files.appendCopied(copied, Map.of());
        }
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).as("the header stays the older one").isEqualTo(oldHeader);
        assertThat(lines.get(2)).as("the appended row, in the file's columns")
                .isEqualTo(CsvAppender.line(without(columns, ResultColumns.values(second), ADDED)).strip());
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        assertThat(rows).extracting(row -> row.get(TrialColumn.TRIAL.column())).containsExactly("1", "2", "3");
        assertThat(rows).allSatisfy(row -> assertThat(row.keySet()).doesNotContainAnyElementsOf(ADDED)
                .hasSize(columns.size() - ADDED.size()));

        try (ResultFiles files = ResultFiles.open(dir.resolve("new.csv"), true)) {
            assertThat(files.notes()).as("a file of this version has every column").isEmpty();
        }
    }

    @Test
    void aHeaderWithAnUnknownColumnOrKnownColumnsInAnotherOrderIsStillRefused() throws Exception {
        List<String> columns = ResultColumns.names();
        List<String> unknown = new ArrayList<>(columns);
        unknown.add(3, "no_such_column");
        Path withUnknown = Files.writeString(dir.resolve("unknown.csv"), CsvAppender.line(unknown));
        assertThatThrownBy(() -> ResultFiles.open(withUnknown, false)).hasMessageContaining("other columns")
                .hasMessageContaining("'no_such_column' is not one of its columns");

        List<String> swapped = new ArrayList<>(columns);
        swapped.set(0, columns.get(1));
        swapped.set(1, columns.get(0));
        Path reordered = Files.writeString(dir.resolve("reordered.csv"), CsvAppender.line(swapped));
        assertThatThrownBy(() -> ResultFiles.open(reordered, false)).hasMessageContaining("other columns")
                .hasMessageContaining("'" + columns.get(0) + "' comes before '" + columns.get(1) + "'");

        List<String> twice = new ArrayList<>(columns.subList(0, 2));
        twice.add(columns.get(0));
        Path repeated = Files.writeString(dir.resolve("twice.csv"), CsvAppender.line(twice));
        assertThatThrownBy(() -> ResultFiles.open(repeated, false)).hasMessageContaining("comes twice");

        // a header a crash cut at a column boundary is not an older header
        Path torn = Files.writeString(dir.resolve("torn.csv"), String.join(",", columns.subList(0, 3)));
        assertThatThrownBy(() -> ResultFiles.open(torn, false)).hasMessageContaining("other columns");

        Path timeline = CompanionFile.TIMELINE.pathFor(dir.resolve("t.csv"));
        List<String> timelineSwapped = new ArrayList<>(CompanionFile.TIMELINE.header());
        Collections.swap(timelineSwapped, 4, 5);
        Files.writeString(timeline, CsvAppender.line(timelineSwapped));
        assertThatThrownBy(() -> ResultFiles.open(dir.resolve("t.csv"), true)).hasMessageContaining("other columns");
        assertThat(Files.readString(timeline)).as("nothing written").isEqualTo(CsvAppender.line(timelineSwapped));
    }
}
