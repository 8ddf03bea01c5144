package ingestlab.report;

import ingestlab.report.JmhResults.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The lab's report folder for a JMH {@code results.json}: the JSON itself (and the {@link ForkEnvironment} recorded
 * next to it), {@code throughput.csv}, {@code segments.csv}, {@code tables.md} and {@code environment.csv}. Everything
 * comes from the results folder, nothing from the machine that writes the report.
 */
public final class JmhReport {
    public static final String RESULTS_JSON = "results.json";
    public static final String THROUGHPUT_CSV = "throughput.csv";
    public static final String SEGMENTS_CSV = "segments.csv";
    public static final String TABLES_MD = "tables.md";
    public static final String ENVIRONMENT_CSV = "environment.csv";

    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final List<Run> runs;
    private final ForkEnvironment lab;

    JmhReport(List<Run> runs, ForkEnvironment lab) {
        this.runs = runs;
        this.lab = lab;
    }

    /**
     * Reads {@code results.json} and the {@value ForkEnvironment#FILE} beside it (if any); a file that is not JMH's
     * JSON gives an {@link IllegalArgumentException}.
     */
    public static JmhReport read(Path json) throws IOException {
        List<Run> runs = JmhResults.read(json);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("'" + json + "' holds no benchmark runs");
        }
        return new JmhReport(runs, ForkEnvironment.read(forkEnvironmentBeside(json)));
    }

    /** Reads {@code json} and writes the report into {@code folder}. */
    public static void write(Path json, Path folder) throws IOException {
        read(json).writeTo(json, folder);
    }

    /** A new folder below {@code root} named by the current UTC time, e.g. {@code 20261121T083000Z}. */
    public static Path newFolder(Path root) throws IOException {
        String name = ZonedDateTime.now(ZoneOffset.UTC).format(FOLDER_TIME);
        Path folder = root.resolve(name);
        for (int n = 2; Files.exists(folder); n++) {
            folder = root.resolve(name + "-" + n);
        }
        return Files.createDirectories(folder);
    }

    /** Where the forks of the run that wrote {@code json} record the lab's environment. */
    public static Path forkEnvironmentBeside(Path json) {
        return json.toAbsolutePath().resolveSibling(ForkEnvironment.FILE);
    }

    /**
     * One line per benchmark with a row whose factor did not act, naming the rows, the failed conditions and what
     * was measured; empty when every declared condition held.
     */
    public List<String> factorFailures() {
        return JmhTables.failureLines(runs);
    }

    /** Writes the report files into {@code folder}, copying {@code json} and its fork environment there if needed. */
    public void writeTo(Path json, Path folder) throws IOException {
        Files.createDirectories(folder);
        copyInto(json, folder.resolve(RESULTS_JSON));
        copyInto(forkEnvironmentBeside(json), folder.resolve(ForkEnvironment.FILE));
        write(folder.resolve(THROUGHPUT_CSV), ThroughputCsv.render(runs));
        write(folder.resolve(SEGMENTS_CSV), SegmentsCsv.render(runs));
        write(folder.resolve(TABLES_MD), JmhTables.render(runs, lab));
        write(folder.resolve(ENVIRONMENT_CSV), EnvironmentCsv.render(runs, lab));
    }

    /** The inputs travel with the report, so it can be written again from the copy. */
    private static void copyInto(Path source, Path target) throws IOException {
        if (Files.exists(source) && (!Files.exists(target) || !Files.isSameFile(source, target))) {
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void write(Path file, String content) throws IOException {
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
