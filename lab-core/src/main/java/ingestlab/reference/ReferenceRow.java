package ingestlab.reference;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.report.ResultRows;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import ingestlab.results.TrialColumn;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.translog.Durability;
import ingestlab.translog.TranslogSettings;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * One reference trial's row, in the lab's column names: {@code engine}, the run's configuration columns (with the
 * engine's own flush mode and selector), what the node measured, read from the harness's result file, the
 * environment, then the trial's bookkeeping, its span last as in the lab's rows ({@link #columns()}).
 */
public final class ReferenceRow {
    private ReferenceRow() {}

    /** Documents that made the node update its mapping: 0 when the lab's mapping took effect. */
    public static final String MAPPING_UPDATES = "mapping_updates";
    /** Every refresh, the internal ones too (8.10's controller refreshes, the commits' and the version map's). */
    static final String REFRESHES_ALL = "refreshes_all";
    static final String MERGED_DOCS = "merged_docs";

    /** Columns read as they are: the lab's name, then the harness's key ({@code node.ack.} or {@code node.end.}). */
    private static final Map<String, String> MEASURED = measured();
    /** The flushed segments by cause: the lab's column, then the harness's key after {@code node.ack.}. */
    private static final Map<Metric, String> FLUSH_CAUSES = flushCauses();
    /**
     * The environment columns that describe the JVM, which the harness reports for the reference JVM, under their
     * column names; the others describe the machine and the trial's conditions and are read in the lab's process.
     */
    private static final Set<EnvironmentColumn> REFERENCE_JVM = Set.of(EnvironmentColumn.LUCENE_VERSION,
            EnvironmentColumn.JAVA_VERSION, EnvironmentColumn.JAVA_VM, EnvironmentColumn.JVM_ARGS, EnvironmentColumn.GC,
            EnvironmentColumn.CORES);
    /** The bookkeeping a reference trial has, in {@link TrialColumn}'s order. */
    private static final List<TrialColumn> BOOKKEEPING = List.of(TrialColumn.RUN_ID, TrialColumn.TRIAL,
            TrialColumn.STATUS, TrialColumn.ERROR, TrialColumn.TRIAL_START, TrialColumn.TRIAL_END);

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
        // Each as the lab counts it (docs/reference.md, Columns): the controller's writes that wrote a segment, the
        // Lucene commit points written, the bytes written for merged segments. The node's own counts (every
        // controller call, its flush stats, its merge stats' input bytes) stay in result.properties.
        m.put(Metric.CONTROLLER_WRITES.column(), "node.ack.controllerWrites");
        m.put(Metric.COMMITS.column(), "node.ack.luceneCommits");
        // The lab counts scheduled refreshes; the node's external refreshes are those (the internal ones are the
        // controller's in 8.10, the commits' and the version map's, counted in refreshes_all).
        m.put(Metric.REFRESHES.column(), "node.ack.externalRefreshes");
        m.put(REFRESHES_ALL, "node.ack.refreshes");
        m.put(Metric.REFRESH_TIME_S.column(), "node.ack.refreshMillis");
        m.put(Metric.MERGES.column(), "node.ack.merges");
        m.put(MERGED_DOCS, "node.ack.mergedDocs");
        m.put(Metric.MERGED_BYTES.column(), "node.ack.mergedBytesWritten");
        m.put(Metric.MERGE_TIME_S.column(), "node.ack.mergeMillis");
        m.put(Metric.SEGMENT_COUNT.column(), "node.ack.segments");
        m.put(Metric.SEGMENT_COUNT_FINAL.column(), "node.end.segments");
        m.put(Metric.STORE_BYTES.column(), "node.end.segmentBytes");
        m.put(MAPPING_UPDATES, "node.mappingUpdates");
        return m;
    }

    /** A reference result file's columns, in order: what {@link #of} fills. */
    public static List<String> columns() {
        List<String> columns = new ArrayList<>(List.of(ResultRows.ENGINE, RefreshPool.COLUMN));
        for (Column column : LabSettings.columns()) {
            columns.add(column.column());
        }
        columns.addAll(List.of(Metric.ELAPSED_S.column(), Metric.DOCS_PER_S.column(), Metric.CPU_S.column(),
                Metric.FLUSHES.column()));
        FLUSH_CAUSES.keySet().forEach(metric -> columns.add(metric.column()));
        columns.add(Metric.FLUSHED_SEGMENT_MB.at(50).column());
        columns.addAll(MEASURED.keySet());
        columns.addAll(List.of(Metric.FINAL_FLUSHES.column(), Metric.FINAL_MERGES.column(),
                Metric.DOCS_VERIFIED.column()));
        for (EnvironmentColumn column : EnvironmentColumn.values()) {
            columns.add(column.column());
        }
        BOOKKEEPING.forEach(column -> columns.add(column.column()));
        return List.copyOf(columns);
    }

    /** The harness's result file ({@code ingestlab.reference.Results} in lab-reference). */
    static Properties readResults(Path file) throws IOException {
        Properties results = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            results.load(reader);
        }
        return results;
    }

    /**
     * The row, in {@link #columns()}' order.
     *
     * @param expectedDocs the distinct documents the workload sent, which the node must hold
     * @param environment the machine's, with the trial's load before and after and its work folder's file system
     */
    public static Map<String, String> of(Engine engine, ExperimentSpec spec, Properties results, long expectedDocs,
                                         String runId, int trial, Environment environment) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put(ResultRows.ENGINE, engine.label());
        // what the harness ran, as it reports it; a harness built before the setting ran the default
        row.put(RefreshPool.COLUMN, results.getProperty(RefreshPool.COLUMN, RefreshPool.DEFAULT.cliName()));
        for (Column column : LabSettings.columns()) {
            row.put(column.column(), column.value(spec));
        }
        row.put(ControllerSettings.FLUSH_MODE.column(), engine.flushMode().cliName());
        row.put(ControllerSettings.SELECTOR.column(), engine.selector().cliName());
        row.put(ControllerSettings.DISPATCH.column(), engine.dispatch().cliName());
        if (spec.get(TranslogSettings.TRANSLOG) == Durability.NONE) {
            row.put(TranslogSettings.TRANSLOG.column(), "request"); // a node always has one (ReferenceSettings)
        }
        long docs = Long.parseLong(results.getProperty("docs"));
        double elapsedS = Long.parseLong(results.getProperty("elapsed_ns")) / 1e9;
        row.put(Metric.ELAPSED_S.column(), Metric.ELAPSED_S.unit().format(elapsedS));
        row.put(Metric.DOCS_PER_S.column(), Metric.DOCS_PER_S.unit().format(docs / elapsedS));
        long cpuNanos = Long.parseLong(results.getProperty("cpu_ns", "-1")); // -1: the engine's JVM could not tell
        row.put(Metric.CPU_S.column(), cpuNanos < 0 ? "" : Metric.CPU_S.unit().format(cpuNanos / 1e9));
        long flushesAtAck = 0;
        long flushesAtEnd = 0;
        for (String cause : FLUSH_CAUSES.values()) {
            flushesAtAck += count(results, "node.ack." + cause);
            flushesAtEnd += count(results, "node.end." + cause);
        }
        row.put(Metric.FLUSHES.column(), Long.toString(flushesAtAck));
        FLUSH_CAUSES.forEach((metric, key) -> row.put(metric.column(),
                Long.toString(count(results, "node.ack." + key))));
        String p50 = results.getProperty("node.ack.flushedSegmentBytesP50");
        row.put(Metric.FLUSHED_SEGMENT_MB.at(50).column(), p50 == null ? ""
                : String.format(Locale.ROOT, "%.3f", Long.parseLong(p50) / 1048576.0));
        MEASURED.forEach((column, key) -> {
            long value = count(results, key);
            row.put(column, column.endsWith("_time_s")
                    ? String.format(Locale.ROOT, "%.3f", value / 1000.0) : Long.toString(value));
        });
        row.put(Metric.FINAL_FLUSHES.column(), Long.toString(flushesAtEnd - flushesAtAck));
        row.put(Metric.FINAL_MERGES.column(), Long.toString(count(results, "node.end.merges")
                - count(results, "node.ack.merges")));
        long live = Long.parseLong(results.getProperty("node.end.liveDocs"));
        row.put(Metric.DOCS_VERIFIED.column(), live == expectedDocs ? Long.toString(live) : "");
        for (EnvironmentColumn column : EnvironmentColumn.values()) {
            row.put(column.column(), REFERENCE_JVM.contains(column) ? results.getProperty(column.column(), "")
                    : column.read(environment));
        }
        row.put(TrialColumn.RUN_ID.column(), runId);
        row.put(TrialColumn.TRIAL.column(), Integer.toString(trial));
        row.put(TrialColumn.STATUS.column(), live == expectedDocs ? "ok" : "failed");
        row.put(TrialColumn.ERROR.column(), live == expectedDocs ? "" : "the node holds " + live + " live documents "
                + "but " + expectedDocs + " distinct documents were sent");
        // the harness's clock: from its first bulk to its last acknowledgement, as a lab row's span
        row.put(TrialColumn.TRIAL_START.column(), results.getProperty(TrialColumn.TRIAL_START.column(), ""));
        row.put(TrialColumn.TRIAL_END.column(), results.getProperty(TrialColumn.TRIAL_END.column(), ""));
        return row;
    }

    private static long count(Properties results, String key) {
        return Long.parseLong(results.getProperty(key, "0"));
    }
}
