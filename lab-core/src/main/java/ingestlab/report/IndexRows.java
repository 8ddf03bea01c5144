package ingestlab.report;

import ingestlab.results.CompanionFile;
import ingestlab.results.IndexColumn;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The per-index rows of a node of many indices: the file beside each results file ({@code results.csv} →
 * {@code results-indices.csv}), one row per trial and index, each joined to its trial's row so that it carries the
 * trial's factors and only counted trials (ok, not warm-up) are kept. Bad input throws
 * {@link IllegalArgumentException} naming the file.
 */
public final class IndexRows {
    /** The column naming the index, which {@code --by index} groups by. */
    public static final String INDEX = IndexColumn.INDEX.column();
    /** The columns that say which trial and index a row is of: not metrics. */
    private static final List<String> KEYS = Stream.concat(CompanionFile.trialKeyColumns().stream(), Stream.of(INDEX))
            .toList();

    /**
     * The prefix of an index's own values in a joined row: the trial's columns keep their names, so that {@code docs}
     * and {@code shards} group as the node's factors while the index's own are its metrics.
     */
    private static final String OWN = "index.";

    private final List<Map<String, String>> rows;
    private final List<String> metricColumns;

    private IndexRows(List<Map<String, String>> rows, List<String> metricColumns) {
        this.rows = rows;
        this.metricColumns = metricColumns;
    }

    /**
     * The per-index rows of these results files' {@code counted} trials, each with its trial's columns, its index's
     * name and its own values (read with {@link #values}).
     */
    public static IndexRows readBesides(List<Path> resultsFiles, List<Map<String, String>> counted) throws IOException {
        Map<List<String>, Map<String, String>> trials = new HashMap<>();
        counted.forEach(row -> trials.put(CompanionFile.trialKey(row), row));
        List<Map<String, String>> joined = new ArrayList<>();
        List<String> metrics = null;
        for (Path results : resultsFiles) {
            List<Map<String, String>> fileRows = CompanionFile.INDICES.readBeside(results, KEYS,
                    column -> !KEYS.contains(column));
            List<String> numeric = fileRows.getFirst().keySet().stream().filter(c -> !KEYS.contains(c)).toList();
            metrics = metrics == null ? numeric : metrics.stream().filter(numeric::contains).toList();
            for (Map<String, String> row : fileRows) {
                Map<String, String> trial = trials.get(CompanionFile.trialKey(row));
                if (trial != null) {
                    Map<String, String> both = new LinkedHashMap<>(trial);
                    both.put(INDEX, row.get(INDEX));
                    numeric.forEach(column -> both.put(OWN + column, row.getOrDefault(column, "")));
                    joined.add(both);
                }
            }
        }
        return new IndexRows(List.copyOf(joined), metrics == null ? List.of() : List.copyOf(metrics));
    }

    /** The counted trials' rows, one per trial and index. */
    public List<Map<String, String>> rows() {
        return rows;
    }

    /**
     * The metrics asked for, each a numeric column of every per-index file; none asked for: every such column the
     * file declares ({@link IndexColumn}) with a value in some row.
     */
    public List<IndexMetric> metrics(List<String> requested) {
        if (requested.isEmpty()) {
            return metricColumns.stream().filter(c -> IndexColumn.find(c).isPresent())
                    .filter(c -> rows.stream().anyMatch(r -> !r.getOrDefault(OWN + c, "").isBlank()))
                    .map(IndexMetric::of).toList();
        }
        List<IndexMetric> metrics = new ArrayList<>();
        for (String name : requested) {
            if (!metricColumns.contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is not a column of the per-index files; allowed: "
                        + String.join(", ", metricColumns));
            }
            metrics.add(IndexMetric.of(name));
        }
        return metrics;
    }

    /** A column's values in these rows, skipping the empty ones. */
    public static double[] values(List<Map<String, String>> rows, IndexMetric metric) {
        return rows.stream().map(r -> r.getOrDefault(OWN + metric.column(), "")).filter(v -> !v.isBlank())
                .mapToDouble(Double::parseDouble).filter(v -> !Double.isNaN(v)).toArray();
    }
}
