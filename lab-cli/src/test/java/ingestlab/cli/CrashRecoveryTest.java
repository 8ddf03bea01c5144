package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.node.CrashPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lab run --crash-after N} in a forked JVM, which {@link Runtime#halt}s with shards open and nothing closed,
 * then {@code lab recover}: the translog's durability guarantee, checked against what the crashed run acknowledged.
 */
class CrashRecoveryTest {
    private static final Pattern DOCS = Pattern.compile("(?m)^\\s+docs\\s+(\\d+)$");
    private static final Pattern REPLAYED = Pattern.compile("(?m)^\\s+ops_replayed\\s+(\\d+)$");

    @TempDir
    Path dir;

    /** Runs a crashing {@code lab run} of europarl to its halt; returns the crash note it left. */
    private Map<String, Long> crash(Path workDir, String... options) throws Exception {
        List<String> all = new ArrayList<>(List.of("--dataset", "europarl"));
        all.addAll(List.of(options));
        return halt(workDir, all);
    }

    /** Runs a crashing {@code lab run} with these options to its halt; returns the crash note it left. */
    private Map<String, Long> halt(Path workDir, List<String> options) throws Exception {
        return halt(workDir, options, Path.of("").toAbsolutePath());
    }

    /** {@link #halt(Path, List)} with the run started in {@code folder}, where relative paths resolve. */
    private Map<String, Long> halt(Path workDir, List<String> options, Path folder) throws Exception {
        List<String> command = LabJvm.command("run");
        command.addAll(List.of("--docs", "6000", "--bulk-size", "100", "--keep-index", "--quiet",
                "--work-dir", workDir.toString(), "--out", dir.resolve("results.csv").toString()));
        command.addAll(options);
        Process run = new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(dir.resolve("stderr.log").toFile()).start();
        assertThat(run.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(run.exitValue()).as(Files.readString(dir.resolve("stderr.log")))
                .isEqualTo(CrashPoint.EXIT_CODE);
        Path results = dir.resolve("results.csv");
        assertThat(Files.exists(results) ? Files.readAllLines(results) : List.of()).as("a crashed trial has no row")
                .hasSizeLessThanOrEqualTo(1);
        try (Stream<Path> trials = Files.list(workDir)) {
            Path trial = trials.filter(Files::isDirectory).findFirst().orElseThrow();
            return new ObjectMapper().readValue(trial.resolve(CrashPoint.NOTE).toFile(), new TypeReference<>() {});
        }
    }

    private static long number(Pattern pattern, String out) {
        Matcher m = pattern.matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void withRequestDurabilityEveryAcknowledgedDocumentSurvivesAHalt() throws Exception {
        Path workDir = dir.resolve("request");
        // One client: the halt comes right after bulk 20 is acknowledged, before bulk 21 is sent.
        Map<String, Long> note = crash(workDir, "--translog", "request", "--threads", "1", "--shards", "2",
                "--crash-after", "2000", "--translog-flush-threshold", "256kb");
        assertThat(note.get(CrashPoint.ACKNOWLEDGED)).isEqualTo(2000);
        assertThat(note.get(CrashPoint.DURABLE)).isEqualTo(2000);

        CliRun recovered = CliRun.of("recover", "--work-dir", workDir.toString());
        assertThat(recovered.exitCode()).as(recovered.err()).isZero();
        assertThat(number(DOCS, recovered.out())).as("every acknowledged document, and nothing never sent")
                .isEqualTo(2000);
        assertThat(number(REPLAYED, recovered.out())).as("the operations after the last commit").isPositive();

        CliRun again = CliRun.of("recover", "--work-dir", workDir.toString());
        assertThat(number(REPLAYED, again.out())).as("recovery commits: a second one replays nothing").isZero();
        assertThat(number(DOCS, again.out())).isEqualTo(2000);
    }

    @Test
    void withAsyncDurabilityTheLossIsBoundedByTheLastSyncInterval() throws Exception {
        Path workDir = dir.resolve("async");
        Map<String, Long> note = crash(workDir, "--translog", "async", "--translog-sync-interval", "100ms",
                "--threads", "2", "--crash-after", "3000", "--translog-flush-threshold", "256kb");
        long acknowledged = note.get(CrashPoint.ACKNOWLEDGED);
        long durable = note.get(CrashPoint.DURABLE);
        assertThat(acknowledged).isGreaterThanOrEqualTo(3000);
        assertThat(durable).isLessThanOrEqualTo(acknowledged);

        CliRun recovered = CliRun.of("recover", "--work-dir", workDir.toString());
        assertThat(recovered.exitCode()).as(recovered.err()).isZero();
        long docs = number(DOCS, recovered.out());
        assertThat(docs).as("at least what was acknowledged before the last completed sync began")
                .isGreaterThanOrEqualTo(durable);
        assertThat(docs).as("no more than the clients sent (two bulks in flight at most)")
                .isLessThanOrEqualTo(acknowledged + 2 * 100);
    }

    /**
     * A node of two indices, one of two shards, its workload's files given relative to the folder the run started
     * in: recovered from another folder, every shard of every index replays, to every acknowledged document.
     */
    @Test
    void aNodeOfManyIndicesRecoversEveryShardOfEveryIndexFromAnotherFolder() throws Exception {
        Path start = Files.createDirectories(dir.resolve("start"));
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            lines.append("{\"user\": \"u").append(i % 7).append("\", \"n\": ").append(i).append("}\n");
        }
        Files.writeString(start.resolve("mine.ndjson"), lines);
        Files.writeString(start.resolve("mapping.json"), "{\"mappings\": {\"properties\": {\"user\": {\"type\": "
                + "\"keyword\"}, \"n\": {\"type\": \"integer\"}}}}");
        Files.writeString(start.resolve("files.yaml"), """
                index_defaults: {translog: request, translog_flush_threshold: 256kb}
                indices:
                  - {name: mine, share: 1, dataset: "ndjson:mine.ndjson", mapping_file: mapping.json}
                  - {name: prose, share: 3, dataset: europarl, shards: 2}
                """);
        Path workDir = dir.resolve("relative");
        Map<String, Long> note = halt(workDir, List.of("--workload", "files.yaml", "--threads", "1",
                "--crash-after", "2000"), start);
        assertThat(note.get(CrashPoint.DURABLE)).as("every index syncs per request")
                .isEqualTo(note.get(CrashPoint.ACKNOWLEDGED));

        // This JVM's working folder is not the one the run started in.
        assertThat(Path.of("").toAbsolutePath()).isNotEqualTo(start);
        CliRun recovered = CliRun.of("recover", "--work-dir", workDir.toString());
        assertThat(recovered.exitCode()).as(recovered.err()).isZero();
        assertThat(recovered.out()).contains("(2 indices, 3 shards)");
        assertThat(number(DOCS, recovered.out())).as("every acknowledged document, in whichever index")
                .isEqualTo(note.get(CrashPoint.ACKNOWLEDGED));
        assertThat(number(REPLAYED, recovered.out())).isPositive();
    }

    @Test
    void aCorruptedTranslogFailsNamingTheShardGenerationAndOffset() throws Exception {
        Path workDir = dir.resolve("corrupt");
        crash(workDir, "--translog", "request", "--threads", "1", "--crash-after", "1000",
                "--translog-flush-threshold", "10gb");
        Path translog;
        try (Stream<Path> files = Files.walk(workDir)) {
            translog = files.filter(f -> f.getFileName().toString().equals("translog-1.tlog")).findFirst()
                    .orElseThrow();
        }
        byte[] bytes = Files.readAllBytes(translog);
        bytes[40] ^= 0x40; // inside the first operation
        Files.write(translog, bytes);
        CliRun recovered = CliRun.of("recover", "--work-dir", workDir.toString());
        assertThat(recovered.exitCode()).isEqualTo(1);
        assertThat(recovered.err().strip()).isEqualTo("lab recover: shard 0: translog generation 1 is corrupted at "
                + "offset 12: checksum mismatch");
    }

    @Test
    void crashAfterNeedsAKeptIndexAndATranslog() throws IOException {
        assertThat(CliRun.of("run", "--crash-after", "10", "--translog", "request").refusal())
                .contains("--crash-after").contains("--keep-index");
        assertThat(CliRun.of("run", "--crash-after", "10", "--keep-index", "--work-dir", dir.toString()).refusal())
                .contains("--crash-after").contains("--translog");
        assertThat(CliRun.of("run", "--translog-flush-threshold", "64mb").refusal())
                .contains("--translog-flush-threshold").contains("--translog none");
        assertThat(CliRun.of("recover", "--work-dir", dir.toString()).refusal()).contains("--work-dir");
    }
}
