package ingestlab.cli;

import ingestlab.translog.TranslogSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.catalog.LabSettings;
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

    /** The measured columns: the lab's name, then the harness's key ({@code node.ack.} or {@code node.end.}). */
    private static final Map<String, String> MEASURED = measured();

    private static Map<String, String> measured() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("flushes", "node.ack.luceneFlushes");
        m.put("flushes_by_commit", "node.ack.commits");
        m.put("refreshes", "node.ack.refreshes");
        m.put("refreshes_external", "node.ack.externalRefreshes");
        m.put("refresh_time_s", "node.ack.refreshMillis");
        m.put("merges", "node.ack.merges");
        m.put("merged_docs", "node.ack.mergedDocs");
        m.put("merged_bytes", "node.ack.mergedBytes");
        m.put("merge_time_s", "node.ack.mergeMillis");
        m.put("segment_count", "node.ack.segments");
        m.put("final_flushes", "node.end.luceneFlushes");
        m.put("final_merges", "node.end.merges");
        m.put("segment_count_final", "node.end.segments");
        m.put("store_bytes", "node.end.segmentBytes");
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
     */
    static Map<String, String> of(ReferenceSettings.Engine engine, ExperimentSpec spec, Properties results,
                                  long expectedDocs, String runId, int trial) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("engine", engine.label);
        for (Column column : LabSettings.columns()) {
            row.put(column.column(), column.value(spec));
        }
        row.put(ControllerSettings.FLUSH_MODE.column(), engine.flushMode.cliName());
        row.put(ControllerSettings.SELECTOR.column(), engine.selector.cliName());
        if (spec.get(TranslogSettings.TRANSLOG) == ingestlab.translog.Durability.NONE) {
            row.put(TranslogSettings.TRANSLOG.column(), "request"); // a node always has one (ReferenceSettings)
        }
        long docs = Long.parseLong(results.getProperty("docs"));
        double elapsedS = Long.parseLong(results.getProperty("elapsed_ns")) / 1e9;
        row.put("elapsed_s", String.format(java.util.Locale.ROOT, "%.3f", elapsedS));
        row.put("docs_per_s", String.format(java.util.Locale.ROOT, "%.1f", docs / elapsedS));
        MEASURED.forEach((column, key) -> {
            long value = Long.parseLong(results.getProperty(key, "0"));
            row.put(column, column.endsWith("_time_s")
                    ? String.format(java.util.Locale.ROOT, "%.3f", value / 1000.0) : Long.toString(value));
        });
        long live = Long.parseLong(results.getProperty("node.end.liveDocs"));
        row.put("docs_verified", live == expectedDocs ? Long.toString(live) : "");
        row.put("java_version", results.getProperty("java_version", ""));
        row.put("run_id", runId);
        row.put("trial", Integer.toString(trial));
        row.put("status", live == expectedDocs ? "ok" : "failed");
        row.put("error", live == expectedDocs ? "" : "the node holds " + live + " live documents but " + expectedDocs
                + " distinct documents were sent");
        return row;
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
