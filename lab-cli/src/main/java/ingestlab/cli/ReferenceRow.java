package ingestlab.cli;

import ingestlab.translog.TranslogSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One reference trial's row, in the lab's column names: {@code engine}, the run's configuration columns (with the
 * engine's own flush mode and selector), then what the node measured, read from the harness's result file.
 */
final class ReferenceRow {
    private ReferenceRow() {}

    /** The columns read as they are: the lab's name, then the harness's key ({@code node.ack.} or {@code node.end.}). */
    private static final Map<String, String> MEASURED = measured();
    /** The flushed segments by cause: the lab's column, then the harness's key after {@code node.ack.}. */
    private static final Map<Metric, String> FLUSH_CAUSES = flushCauses();
    /**
     * The environment columns that describe the machine and the trial's conditions, read in the lab's process. The
     * others (Lucene's version, the JVM's name, flags, collectors and processors) describe the lab's JVM, not the
     * reference JVM, so a reference row leaves them out; its {@code java_version} is the reference JVM's own.
     */
    private static final List<EnvironmentColumn> MACHINE = List.of(EnvironmentColumn.LAB_VERSION,
            EnvironmentColumn.OS, EnvironmentColumn.HOSTNAME, EnvironmentColumn.CPU_MODEL,
            EnvironmentColumn.TOTAL_MEMORY_BYTES, EnvironmentColumn.LOAD_AVG_START, EnvironmentColumn.LOAD_AVG_END,
            EnvironmentColumn.WORK_DIR_FS, EnvironmentColumn.GIT_SHA);
    /** Documents that made the node update its mapping: 0 when the lab's mapping took effect. */
    static final String MAPPING_UPDATES = "mapping_updates";

    private static Map<Metric, String> flushCauses() {
        Map<Metric, String> m = new LinkedHashMap<>();
        m.put(Metric.FLUSHES_BY_CONTROLLER, "flushesByController");
        m.put(Metric.FLUSHES_BY_REFRESH, "flushesByRefresh");
        m.put(Metric.FLUSHES_BY_LUCENE, "flushesByLucene");
        m.put(Metric.FLUSHES_BY_COMMIT, "flushesByCommit");
        return m;
    }

    private static Map<String, String> measured() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(Metric.CONTROLLER_WRITES.column(), "node.ack.controllerWrites");
        m.put(Metric.COMMITS.column(), "node.ack.commits");
        // The lab counts scheduled refreshes; the node's external refreshes are those (the internal ones are the
        // controller's in 8.10, the commits' and the version map's, counted in refreshes_all).
        m.put(Metric.REFRESHES.column(), "node.ack.externalRefreshes");
        m.put("refreshes_all", "node.ack.refreshes");
        m.put(Metric.REFRESH_TIME_S.column(), "node.ack.refreshMillis");
        m.put(Metric.MERGES.column(), "node.ack.merges");
        m.put("merged_docs", "node.ack.mergedDocs");
        m.put(Metric.MERGED_BYTES.column(), "node.ack.mergedBytes");
        m.put(Metric.MERGE_TIME_S.column(), "node.ack.mergeMillis");
        m.put(Metric.SEGMENT_COUNT.column(), "node.ack.segments");
        m.put(Metric.SEGMENT_COUNT_FINAL.column(), "node.end.segments");
        m.put(Metric.STORE_BYTES.column(), "node.end.segmentBytes");
        m.put(MAPPING_UPDATES, "node.mappingUpdates");
        return m;
    }

    static Properties readResults(Path file) throws IOException {
        Properties results = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            results.load(reader);
        }
        return results;
    }

    /**
     * The row.
     *
     * @param expectedDocs the distinct documents the workload sent, which the node must hold
     * @param environment the machine's, with the trial's load before and after and its work folder's file system
     */
    static Map<String, String> of(ReferenceSettings.Engine engine, ExperimentSpec spec, Properties results,
                                  long expectedDocs, String runId, int trial, Environment environment) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("engine", engine.label);
        for (Column column : LabSettings.columns()) {
            row.put(column.column(), column.value(spec));
        }
        row.put(ControllerSettings.FLUSH_MODE.column(), engine.flushMode.cliName());
        row.put(ControllerSettings.SELECTOR.column(), engine.selector.cliName());
        row.put(ControllerSettings.DISPATCH.column(), engine.dispatch.cliName());
        if (spec.get(TranslogSettings.TRANSLOG) == ingestlab.translog.Durability.NONE) {
            row.put(TranslogSettings.TRANSLOG.column(), "request"); // a node always has one (ReferenceSettings)
        }
        long docs = Long.parseLong(results.getProperty("docs"));
        double elapsedS = Long.parseLong(results.getProperty("elapsed_ns")) / 1e9;
        row.put("elapsed_s", String.format(java.util.Locale.ROOT, "%.3f", elapsedS));
        row.put("docs_per_s", String.format(java.util.Locale.ROOT, "%.1f", docs / elapsedS));
        long flushesAtAck = 0;
        long flushesAtEnd = 0;
        for (Map.Entry<Metric, String> cause : FLUSH_CAUSES.entrySet()) {
            flushesAtAck += count(results, "node.ack." + cause.getValue());
            flushesAtEnd += count(results, "node.end." + cause.getValue());
        }
        row.put(Metric.FLUSHES.column(), Long.toString(flushesAtAck));
        FLUSH_CAUSES.forEach((metric, key) -> row.put(metric.column(), Long.toString(count(results, "node.ack." + key))));
        String p50 = results.getProperty("node.ack.flushedSegmentBytesP50");
        row.put(Metric.FLUSHED_SEGMENT_MB.at(50).column(), p50 == null ? ""
                : String.format(java.util.Locale.ROOT, "%.3f", Long.parseLong(p50) / 1048576.0));
        MEASURED.forEach((column, key) -> {
            long value = count(results, key);
            row.put(column, column.endsWith("_time_s")
                    ? String.format(java.util.Locale.ROOT, "%.3f", value / 1000.0) : Long.toString(value));
        });
        row.put(Metric.FINAL_FLUSHES.column(), Long.toString(flushesAtEnd - flushesAtAck));
        row.put(Metric.FINAL_MERGES.column(), Long.toString(count(results, "node.end.merges")
                - count(results, "node.ack.merges")));
        long live = Long.parseLong(results.getProperty("node.end.liveDocs"));
        row.put("docs_verified", live == expectedDocs ? Long.toString(live) : "");
        row.put("java_version", results.getProperty("java_version", ""));
        MACHINE.forEach(column -> row.put(column.column(), column.read(environment)));
        row.put("run_id", runId);
        row.put("trial", Integer.toString(trial));
        row.put("status", live == expectedDocs ? "ok" : "failed");
        row.put("error", live == expectedDocs ? "" : "the node holds " + live + " live documents but " + expectedDocs
                + " distinct documents were sent");
        return row;
    }

    private static long count(Properties results, String key) {
        return Long.parseLong(results.getProperty(key, "0"));
    }

    /** Appends the row to {@code file}, with the header first when the file is new; refuses other columns. */
    static void append(Path file, Map<String, String> row) throws IOException {
        String header = String.join(",", row.keySet());
        if (Files.exists(file)) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (!lines.isEmpty() && !lines.get(0).equals(header)) {
                throw new IOException("'" + file + "' has other columns than a reference row; choose another --out");
            }
        } else if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        StringBuilder line = new StringBuilder();
        if (!Files.exists(file) || Files.size(file) == 0) {
            line.append(header).append('\n');
        }
        line.append(String.join(",", row.values().stream().map(ReferenceRow::csv).toList())).append('\n');
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            out.write(line.toString());
        }
    }

    private static String csv(String value) {
        return value.contains(",") || value.contains("\"") ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }
}
