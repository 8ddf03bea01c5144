package ingestlab.report;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lab's own environment as the benchmark forks recorded it, in {@value #FILE} next to JMH's
 * {@code results.json}: one JSON line per fork, holding what JMH's results do not (lab version, git sha, Lucene
 * version, GC, OS, host, CPU, cores, memory, the work folder's file system). A report reads it from there, so it describes the machine and build that measured, not
 * the one that writes the report.
 */
public final class ForkEnvironment {
    public static final String FILE = "lab-environment.jsonl";

    /**
     * The columns a fork records; JMH's results hold the fork's JDK, VM and JVM flags. Not the load averages: they
     * belong to one trial, not to a run of many.
     */
    public static final List<EnvironmentColumn> COLUMNS = List.of(EnvironmentColumn.LAB_VERSION,
            EnvironmentColumn.GIT_SHA, EnvironmentColumn.LUCENE_VERSION, EnvironmentColumn.GC, EnvironmentColumn.OS,
            EnvironmentColumn.HOSTNAME, EnvironmentColumn.CPU_MODEL, EnvironmentColumn.CORES,
            EnvironmentColumn.TOTAL_MEMORY_BYTES, EnvironmentColumn.WORK_DIR_FS);

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<EnvironmentColumn, Set<String>> values;

    private ForkEnvironment(Map<EnvironmentColumn, Set<String>> values) {
        this.values = values;
    }

    /** Appends this JVM's environment to {@code file} as one line; forks run one after another and share it. */
    public static void record(Path file, Environment environment) throws IOException {
        Map<String, String> line = new LinkedHashMap<>();
        for (EnvironmentColumn column : COLUMNS) {
            line.put(column.column(), column.read(environment));
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, JSON.writeValueAsString(line) + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** What the forks recorded in {@code file}; nothing when there is no such file (a run without the recorder). */
    public static ForkEnvironment read(Path file) throws IOException {
        Map<EnvironmentColumn, Set<String>> values = new LinkedHashMap<>();
        COLUMNS.forEach(c -> values.put(c, new LinkedHashSet<>()));
        if (!Files.isRegularFile(file)) {
            return new ForkEnvironment(values);
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, String> recorded;
            try {
                recorded = JSON.readValue(line, new TypeReference<>() {});
            } catch (JacksonException e) {
                throw new IllegalArgumentException("'" + file + "' is not the lab's fork environment: "
                        + e.getOriginalMessage());
            }
            for (EnvironmentColumn column : COLUMNS) {
                String value = recorded.get(column.column());
                if (value != null && !value.isEmpty()) {
                    values.get(column).add(value);
                }
            }
        }
        return new ForkEnvironment(values);
    }

    /** The values the forks recorded for {@code column}, joined with " | " when they differ; empty if none did. */
    public String value(EnvironmentColumn column) {
        return String.join(" | ", values.getOrDefault(column, Set.of()));
    }
}
