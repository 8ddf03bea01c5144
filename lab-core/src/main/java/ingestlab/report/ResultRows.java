package ingestlab.report;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import ingestlab.settings.Column;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The rows of one or more lab result files, concatenated (sweep partitions, or runs made apart). Their headers may
 * differ in order; only columns present in every file can be asked for. Bad input throws
 * {@link IllegalArgumentException} with a message that names the file or column and says what is allowed.
 */
public final class ResultRows {
    /**
     * The column naming which engine ran a trial, in the reference node's rows ({@code es-8.10.4}, {@code es-8.11.4})
     * and in paired-round files ({@code lab} for the lab's own, {@link EngineRounds}); a factor where every file has it.
     */
    public static final String ENGINE = "engine";
    /**
     * The column saying where the reference node ran its scheduled refreshes ({@code separate} or {@code shared},
     * {@code ingestlab.reference.RefreshPool}); a factor where every file has it.
     */
    public static final String REFRESH_POOL = "refresh_pool";
    private static final String STATUS = TrialColumn.STATUS.column();
    private static final String WARMUP = TrialColumn.WARMUP.column();
    private static final String OK = TrialResult.OK;
    private static final Set<String> METRIC_COLUMNS = Arrays.stream(Metric.values()).map(Metric::column)
            .collect(Collectors.toUnmodifiableSet());

    private final Map<Path, Set<String>> columnsByFile;
    private final List<Map<String, String>> rows;

    private ResultRows(Map<Path, Set<String>> columnsByFile, List<Map<String, String>> rows) {
        this.columnsByFile = columnsByFile;
        this.rows = rows;
    }

    public static ResultRows read(List<Path> files) throws IOException {
        Map<Path, Set<String>> columnsByFile = new LinkedHashMap<>();
        List<Map<String, String>> rows = new ArrayList<>();
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("'" + file + "' does not exist or is not a file");
            }
            if (Files.size(file) == 0) {
                throw new IllegalArgumentException("'" + file + "' is empty; expected a lab results CSV (lab run "
                        + "--out) with a header and a row per trial");
            }
            List<Map<String, String>> fileRows;
            try {
                fileRows = ResultsCsv.read(file);
            } catch (IOException e) {
                throw new IllegalArgumentException("'" + file + "' is not a readable CSV file (" + e.getMessage()
                        .lines().findFirst().orElse("") + ")");
            }
            if (fileRows.isEmpty()) {
                throw new IllegalArgumentException("'" + file + "' has no rows; expected a lab results CSV (lab run "
                        + "--out) with a row per trial");
            }
            Set<String> columns = fileRows.get(0).keySet();
            if (!columns.contains(STATUS)) {
                throw new IllegalArgumentException("'" + file + "' is not a lab results CSV: it has no '" + STATUS
                        + "' column");
            }
            if (Arrays.stream(Metric.values()).noneMatch(m -> columns.contains(m.column()))) {
                throw new IllegalArgumentException("'" + file + "' is not a lab results CSV: it has no metric columns "
                        + "(such as " + Metric.DOCS_PER_S.column() + ")");
            }
            // Metric cells must be numbers or empty, so that statistics never meet text halfway through.
            ResultsCsv.requireNumbers(file, fileRows, METRIC_COLUMNS::contains);
            columnsByFile.put(file, new LinkedHashSet<>(columns));
            rows.addAll(fileRows);
        }
        return new ResultRows(columnsByFile, List.copyOf(rows));
    }

    /** The rows that count: trials that ended ok, without warm-ups (files from before sweeps have no warmup column). */
    public List<Map<String, String>> counted() {
        return rows.stream()
                .filter(r -> OK.equals(r.get(STATUS)))
                .filter(r -> !isWarmup(r))
                .toList();
    }

    /** Whether some rows are warm-ups (a sweep's {@code --warmup-trials}). */
    public boolean hasWarmups() {
        return rows.stream().anyMatch(ResultRows::isWarmup);
    }

    private static boolean isWarmup(Map<String, String> row) {
        return "true".equalsIgnoreCase(row.getOrDefault(WARMUP, "false"));
    }

    /**
     * The factor columns every file has: {@link #ENGINE}, {@link #REFRESH_POOL}, then those of
     * {@link LabSettings#columns()}, in order.
     */
    public List<String> factorColumns() {
        return allFactors().stream().filter(this::inEveryFile).toList();
    }

    private static List<String> allFactors() {
        List<String> factors = new ArrayList<>(List.of(ENGINE, REFRESH_POOL));
        LabSettings.columns().stream().map(Column::column).forEach(factors::add);
        return factors;
    }

    /**
     * The metrics asked for, each checked against the files; none asked for: every metric every file has that has a
     * value in some counted row.
     */
    public List<Metric> metrics(List<String> requested) {
        if (requested.isEmpty()) {
            return Arrays.stream(Metric.values())
                    .filter(m -> inEveryFile(m.column()))
                    .filter(m -> values(counted(), m).length > 0)
                    .toList();
        }
        List<Metric> metrics = new ArrayList<>();
        for (String name : requested) {
            Metric metric = Arrays.stream(Metric.values()).filter(m -> m.column().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("'" + name + "' is not a metric; allowed: "
                            + String.join(", ", Arrays.stream(Metric.values()).map(Metric::column).toList())));
            requireInEveryFile(name);
            metrics.add(metric);
        }
        return metrics;
    }

    /** The factors asked for, each checked against the files; none asked for: every factor every file has. */
    public List<String> factors(List<String> requested) {
        if (requested.isEmpty()) {
            return factorColumns();
        }
        // the reference's own factors are offered only where the files are reference rows
        List<String> allowed = allFactors().stream()
                .filter(f -> !(f.equals(ENGINE) || f.equals(REFRESH_POOL)) || inEveryFile(f))
                .toList();
        for (String name : requested) {
            if (!allowed.contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is not a factor; allowed: "
                        + String.join(", ", allowed));
            }
            requireInEveryFile(name);
        }
        return List.copyOf(new LinkedHashSet<>(requested));
    }

    /** Whether every file has this column. */
    public boolean inEveryFile(String column) {
        return columnsByFile.values().stream().allMatch(c -> c.contains(column));
    }

    private void requireInEveryFile(String column) {
        columnsByFile.forEach((file, columns) -> {
            if (!columns.contains(column)) {
                throw new IllegalArgumentException("'" + column + "' is not a column of '" + file + "'");
            }
        });
    }

    /** A metric's values in these rows, skipping the empty ones (a metric not measured in that trial). */
    public static double[] values(List<Map<String, String>> rows, Metric metric) {
        return rows.stream()
                .map(r -> r.getOrDefault(metric.column(), ""))
                .filter(v -> !v.isBlank())
                .mapToDouble(Double::parseDouble)
                .filter(v -> !Double.isNaN(v))
                .toArray();
    }
}
