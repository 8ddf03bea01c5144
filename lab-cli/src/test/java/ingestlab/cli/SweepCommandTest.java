package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab sweep} end to end on tiny trials; forks are real JVMs. */
class SweepCommandTest {
    @TempDir
    Path dir;

    private static final String[] TINY = {"--dataset", "geopoint", "--docs", "2000", "--bulk-size", "200",
            "--threads", "2", "--refresh-interval", "off", "--check-index"};

    private static String[] args(String[] first, String... more) {
        List<String> all = new ArrayList<>(List.of("sweep"));
        all.addAll(List.of(first));
        all.addAll(List.of(more));
        return all.toArray(new String[0]);
    }

    @Test
    void aGridRunsEveryConfigInShuffledRoundsWithWarmUpsMarked() throws Exception {
        Path out = dir.resolve("s.csv");
        CliRun run = CliRun.of(args(TINY, "--flush-mode", "full,next-buffer", "--trials", "2", "--warmup-trials", "1",
                "--no-fork", "--timeline", "--out", out.toString()));
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).hasSize(6).allMatch(r -> r.get("status").equals("ok"))
                .allMatch(r -> r.get("index_checked").equals("true"));
        assertThat(rows).filteredOn(r -> r.get("warmup").equals("true")).hasSize(2);
        assertThat(rows).extracting(r -> r.get("order")).containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(rows).extracting(r -> r.get("run_id")).containsOnly(rows.get(0).get("run_id"));
        assertThat(rows).extracting(r -> r.get("flush_mode") + "/" + r.get("warmup") + "/" + r.get("trial"))
                .containsExactlyInAnyOrder("full/true/1", "next-buffer/true/1", "full/false/1", "next-buffer/false/1",
                        "full/false/2", "next-buffer/false/2");
        assertThat(Files.readAllLines(dir.resolve("s-timeline.csv")).size()).isGreaterThan(6);
    }

    @Test
    void forkedTrialsRecordCrashesAndTimeoutsAndTheSweepGoesOn() throws Exception {
        Path out = dir.resolve("f.csv");
        // The second config's JVM gets an impossible flag: it dies before indexing.
        CliRun ok = CliRun.of(args(TINY, "--trials", "1", LabJvm.TRIALS_WITH_CLIENT_COMPILER, "--out",
                out.toString()));
        assertThat(ok.exitCode()).as(ok.err()).isZero();
        CliRun crash = CliRun.of(args(TINY, "--trials", "1", "--jvm-args=-XX:+NoSuchFlagAnywhere", "--out",
                out.toString()));
        assertThat(crash.exitCode()).isEqualTo(1);
        Path work = dir.resolve("work");
        CliRun timeout = CliRun.of("sweep", "--dataset", "geopoint", "--docs", "20000000", "--trials", "1",
                "--trial-timeout", "2s", "--work-dir", work.toString(), "--out", out.toString());
        assertThat(timeout.exitCode()).isEqualTo(1);
        assertThat(Folders.entries(work)).as("the killed trial's index folder").isEmpty();
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("status")).containsExactly("ok", "failed", "failed");
        assertThat(rows.get(0).get("docs_verified")).isEqualTo("2000");
        assertThat(rows.get(1).get("error")).contains("exited with code");
        assertThat(rows.get(2).get("error")).contains("timed out after 2 s");
    }

    /**
     * A trial whose indexing buffer cannot fit its JVM's heap (60 MB of buffered documents in a 64 MB heap) dies of
     * OutOfMemoryError; it becomes a failed row with the reason, its index folder is removed, and the next config runs.
     */
    @Test
    void aForkThatRunsOutOfMemoryIsRecordedAndTheSweepGoesOn() throws Exception {
        Path out = dir.resolve("oom.csv");
        Path work = dir.resolve("work");
        Path yaml = Files.writeString(dir.resolve("oom.yaml"), """
                base: {dataset: http_logs, threads: 2, bulk-size: 500, refresh-interval: "off", shards: 1}
                configs:
                  - {name: starved, buffer: 60mb, docs: 3000000}
                  - {name: fits, buffer: 4mb, docs: 3000}
                """);
        CliRun run = CliRun.of("sweep", "--file", yaml.toString(), "--heap", "64m", "--trials", "1",
                "--trial-timeout", "5m", "--check-index", LabJvm.TRIALS_WITH_CLIENT_COMPILER, "--work-dir",
                work.toString(), "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).contains("2 trial(s) run (1 failed)");
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("buffer") + "/" + r.get("status"))
                .containsExactlyInAnyOrder("60mb/failed", "4mb/ok");
        Map<String, String> starved = rows.stream().filter(r -> r.get("buffer").equals("60mb")).findFirst().orElseThrow();
        assertThat(starved.get("error")).contains("ran out of memory").contains("OutOfMemoryError")
                .contains("try a larger --heap");
        assertThat(Folders.entries(work)).as("index folders left by the trials").isEmpty();
    }

    @Test
    void resumeRepairsATornLastLineAndRunsOnlyWhatIsMissing() throws Exception {
        Path out = dir.resolve("r.csv");
        assertThat(CliRun.of(args(TINY, "--flush-mode", "full,next-buffer", "--trials", "1", "--no-fork", "--out",
                out.toString())).exitCode()).isZero();
        String text = Files.readString(out);
        // A crash tore the last row half-way.
        Files.writeString(out, text.substring(0, text.length() - 40), StandardCharsets.UTF_8);
        assertThat(ResultsCsv.read(out)).hasSize(1);
        CliRun resumed = CliRun.of(args(TINY, "--flush-mode", "full,next-buffer", "--trials", "2", "--no-fork",
                "--resume", "--out", out.toString()));
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("1 trial(s) already there");
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("flush_mode") + "/" + r.get("trial"))
                .containsExactlyInAnyOrder("full/1", "next-buffer/1", "full/2", "next-buffer/2");
        assertThat(Files.readString(out)).endsWith("\n");
    }

    /** Rewrites a CSV file as an older version of the lab wrote it, without the columns in {@code dropped}. */
    private static void dropColumns(Path csv, List<String> dropped) throws IOException {
        CsvMapper mapper = new CsvMapper();
        List<List<String>> lines;
        try (MappingIterator<List<String>> it = mapper.readerForListOf(String.class)
                .with(CsvParser.Feature.WRAP_AS_ARRAY).readValues(csv.toFile())) {
            lines = it.readAll();
        }
        List<String> header = lines.get(0);
        assertThat(header).containsAll(dropped);
        StringBuilder text = new StringBuilder();
        for (List<String> line : lines) {
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < header.size(); i++) {
                if (!dropped.contains(header.get(i))) {
                    kept.add(line.get(i));
                }
            }
            text.append(mapper.writer(CsvSchema.emptySchema()).writeValueAsString(kept.toArray(new String[0])));
        }
        Files.writeString(csv, text, StandardCharsets.UTF_8);
    }

    @Test
    void resumeAppendsToFilesOfAnOlderVersionInTheirOwnColumnsAndReportsReadThemWithNewOnes() throws Exception {
        Path out = dir.resolve("old.csv");
        Path timeline = dir.resolve("old-timeline.csv");
        CliRun first = CliRun.of(args(TINY, "--flush-mode", "full,next-buffer", "--trials", "1", "--no-fork",
                "--timeline", "--out", out.toString()));
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.err()).doesNotContain("older version");
        // the columns this version added; the older timeline lacked its last column
        List<String> added = List.of("controller_shards_per_check_p50", "controller_shards_per_check_max",
                "controller_writes_by_refresh_path");
        dropColumns(out, added);
        List<String> timelineHeader = List.of(Files.readAllLines(timeline).get(0).split(","));
        String lastTimelineColumn = timelineHeader.get(timelineHeader.size() - 1);
        dropColumns(timeline, List.of(lastTimelineColumn));
        String header = Files.readAllLines(out).get(0);
        String olderTimelineHeader = Files.readAllLines(timeline).get(0);
        long timelineLines = Files.readAllLines(timeline).size();

        CliRun resumed = CliRun.of(args(TINY, "--flush-mode", "full,next-buffer", "--trials", "2", "--no-fork",
                "--timeline", "--resume", "--out", out.toString()));
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("2 trial(s) already there");
        List<String> notes = resumed.err().lines().filter(l -> l.contains("older version")).toList();
        assertThat(notes).as("said once per file").hasSize(2);
        assertThat(notes.get(0)).contains(out.toString()).contains("(" + String.join(", ", added) + ")");
        assertThat(notes.get(1)).contains(timeline.toString()).contains("(" + lastTimelineColumn + ")");

        assertThat(Files.readAllLines(out).get(0)).isEqualTo(header);
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("flush_mode") + "/" + r.get("trial"))
                .containsExactlyInAnyOrder("full/1", "next-buffer/1", "full/2", "next-buffer/2");
        assertThat(rows).allMatch(r -> r.get("status").equals("ok"))
                .allSatisfy(r -> assertThat(r.keySet()).doesNotContainAnyElementsOf(added));
        assertThat(Files.readAllLines(timeline).get(0)).isEqualTo(olderTimelineHeader);
        assertThat(Files.readAllLines(timeline).size()).as("the resumed trials' samples").isGreaterThan(
                (int) timelineLines);

        // lab report reads the older file next to one of this version: the metrics both have
        Path fresh = dir.resolve("new.csv");
        CliRun again = CliRun.of(args(TINY, "--flush-mode", "full", "--trials", "1", "--no-fork", "--out",
                fresh.toString()));
        assertThat(again.exitCode()).as(again.err()).isZero();
        CliRun report = CliRun.of("report", out.toString(), fresh.toString(), "--by", "flush_mode");
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(report.out()).contains("### docs_per_s").contains("### controller_writes")
                .doesNotContain("controller_writes_by_refresh_path").doesNotContain("controller_shards_per_check");
        CliRun compare = CliRun.of("compare", out.toString(), fresh.toString());
        assertThat(compare.exitCode()).as(compare.err()).isZero();
        assertThat(compare.out()).contains("docs_per_s").doesNotContain("controller_writes_by_refresh_path");
    }

    /**
     * SIGKILL at seeded random moments, then --resume: no finished trial lost, none twice. Each sweep is killed only
     * once it has written a row and started its next trial, so that every resume has rows to keep; a trial's index
     * folder left in its work dir says the kill landed while that trial ran, and at least one must.
     */
    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES) // four sweep JVMs, eight trials with CheckIndex
    void killingASweepAtRandomMomentsLosesAndDuplicatesNothing() throws Exception {
        Path out = dir.resolve("k.csv");
        Random random = new Random(20261122);
        int midTrialKills = 0;
        for (int kill = 0; kill < 3; kill++) {
            Path work = dir.resolve("work-" + kill);
            long rowsBefore = rowsWritten(out);
            Process p = labProcess(killableSweep(out, work));
            awaitUntil(p, () -> rowsWritten(out) > rowsBefore && !Folders.entries(work).isEmpty(),
                    "a row written, then the next trial started");
            Thread.sleep(random.nextInt(300)); // the moment is random, not a timing being asserted
            p.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
            if (!Folders.entries(work).isEmpty()) {
                midTrialKills++;
            }
        }
        assertThat(midTrialKills).as("kills that landed while a trial ran, its row not written").isPositive();
        assertThat(rowsWritten(out)).as("rows the killed sweeps finished").isBetween(3L, 7L);
        Process last = labProcess(killableSweep(out, dir.resolve("work-last")));
        assertThat(last.waitFor(3, TimeUnit.MINUTES)).isTrue();
        assertThat(last.exitValue()).as(new String(last.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                .isZero();
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("selector") + "/" + r.get("flush_mode") + "/" + r.get("trial"))
                .doesNotHaveDuplicates().hasSize(8);
        assertThat(rows).allMatch(r -> r.get("status").equals("ok"));
    }

    private static List<String> killableSweep(Path out, Path work) {
        List<String> sweep = new ArrayList<>(List.of(TINY));
        sweep.addAll(List.of("--flush-mode", "full,next-buffer", "--selector", "largest,round-robin", "--trials", "2",
                "--no-fork", "--resume", "--work-dir", work.toString(), "--out", out.toString()));
        return sweep;
    }

    /** Whole lines of the results file after its header (a torn last line does not count). */
    private static long rowsWritten(Path out) throws IOException {
        if (!Files.exists(out)) {
            return 0;
        }
        long lines = Files.readString(out, StandardCharsets.UTF_8).chars().filter(c -> c == '\n').count();
        return Math.max(0, lines - 1);
    }

    private interface Condition {
        boolean holds() throws IOException;
    }

    /** Polls until the condition holds while the sweep runs; fails if the sweep ends first or after two minutes. */
    private static void awaitUntil(Process sweep, Condition condition, String what) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!condition.holds()) {
            assertThat(sweep.isAlive()).as("the sweep still runs, waiting for " + what).isTrue();
            assertThat(System.nanoTime() - deadline).as("waiting for " + what).isNegative();
            Thread.sleep(5);
        }
    }

    /**
     * A second {@code lab sweep --resume} started on the output of one still running is refused at once: exit code 2,
     * one line naming the file and the running sweep's pid, nothing on stdout, not a byte written; the first sweep
     * goes on alone and records every (config, trial) once.
     */
    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void aSecondSweepOnTheSameOutputIsRefusedWhileTheFirstRuns() throws Exception {
        Path out = dir.resolve("one-writer.csv");
        List<String> sweep = List.of("--dataset", "http_logs", "--docs", "2000", "--bulk-size", "200", "--threads",
                "2", "--refresh-interval", "off", "--flush-mode", "full,next-buffer", "--trials", "2", "--out",
                out.toString());
        Path firstOut = dir.resolve("first.out");
        Process first = labProcess(sweep, firstOut, dir.resolve("first.err"));
        try {
            // "run id" is printed once the output is locked, before the first (forked) trial starts
            while (!Files.readString(firstOut).contains("run id") && first.isAlive()) {
                Thread.sleep(100);
            }
            assertThat(first.isAlive()).as("the first sweep is still running").isTrue();
            byte[] before = Files.readAllBytes(out);

            List<String> resume = new ArrayList<>(sweep);
            resume.add("--resume");
            Path secondOut = dir.resolve("second.out");
            Path secondErr = dir.resolve("second.err");
            Process second = labProcess(resume, secondOut, secondErr);
            assertThat(second.waitFor(2, TimeUnit.MINUTES)).isTrue();

            assertThat(second.exitValue()).as(Files.readString(secondErr)).isEqualTo(2);
            assertThat(Files.readString(secondOut)).as("no plan or table from the refused sweep").isEmpty();
            // the JVM's own notice of the incubator module comes first; bin/lab drops it the same way
            List<String> refusal = Files.readAllLines(secondErr).stream()
                    .filter(line -> !line.startsWith("WARNING: Using incubator modules")).toList();
            assertThat(refusal).hasSize(1);
            assertThat(refusal.get(0)).startsWith("lab sweep: Invalid value for option '--out': '" + out
                    + "' is being written by another ").endsWith("; wait for it to finish or choose another --out");
            if (Files.isReadable(Path.of("/proc/locks"))) {
                assertThat(refusal.get(0)).contains("another lab process (pid " + first.pid() + ")");
            }
            assertThat(Files.readAllBytes(out)).as("the refused sweep neither wrote nor cut a byte").startsWith(before);
            assertThat(first.isAlive()).as("the first sweep was running all along").isTrue();

            assertThat(first.waitFor(5, TimeUnit.MINUTES)).isTrue();
            assertThat(first.exitValue()).as(Files.readString(dir.resolve("first.err"))).isZero();
        } finally {
            first.destroyForcibly();
        }
        String runId = Files.readString(firstOut).replaceAll("(?s).*run id (\\S+),.*", "$1");
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("flush_mode") + "/" + r.get("trial"))
                .containsExactlyInAnyOrder("full/1", "next-buffer/1", "full/2", "next-buffer/2");
        assertThat(rows).extracting(r -> r.get("run_id")).containsOnly(runId);
        assertThat(rows).allMatch(r -> r.get("status").equals("ok"));
    }

    static Process labProcess(List<String> args) throws Exception {
        return labCommand(args).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    static Process labProcess(List<String> args, Path stdout, Path stderr) throws Exception {
        return labCommand(args).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    }

    private static ProcessBuilder labCommand(List<String> args) {
        List<String> command = LabJvm.command("sweep");
        command.addAll(args);
        return new ProcessBuilder(command);
    }

    @Test
    void badSweepInputIsOneLineAndWritesNothing() throws Exception {
        Path out = dir.resolve("bad.csv");
        Path yaml = dir.resolve("bad.yaml");
        Files.writeString(yaml, "grid:\n  flush_moed: [full, next-buffer]\n");
        for (String[] bad : List.of(
                args(TINY, "--partition", "3/2", "--out", out.toString()),
                args(TINY, "--flush-mode", "full,biggest", "--out", out.toString()),
                args(TINY, "--flush-mode", "full,,next-buffer", "--out", out.toString()),
                args(TINY, "--file", yaml.toString(), "--out", out.toString()),
                args(TINY, "--heap", "12", "--out", out.toString()))) {
            CliRun run = CliRun.of(bad);
            assertThat(run.exitCode()).as(String.join(" ", bad)).isEqualTo(2);
            assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
            assertThat(out).doesNotExist();
        }
        assertThat(CliRun.of(args(TINY, "--file", yaml.toString())).err()).contains("unknown factor 'flush_moed'");
    }
}
