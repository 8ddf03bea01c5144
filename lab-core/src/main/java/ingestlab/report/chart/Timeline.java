package ingestlab.report.chart;

import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A timeline file: what {@code lab run --timeline} samples once a second per trial, next to the results file
 * ({@code results.csv} → {@code results-timeline.csv}), with the header {@link #HEADER}.
 */
public final class Timeline {
    public static final List<String> HEADER = List.of("run_id", "config_hash", "trial", "t_s", "docs_indexed",
            "buffer_used_bytes", "buffer_flushing_bytes", "segment_count", "merges_running", "flushes_by_controller",
            "flushes_by_refresh", "flushes_by_lucene", "refreshes");
    static final String CONFIG_HASH = "config_hash";
    static final String SECONDS = "t_s";

    private final List<Map<String, String>> rows;

    private Timeline(List<Map<String, String>> rows) {
        this.rows = rows;
    }

    /** The timeline file that belongs to a results file. */
    public static Path besides(Path results) {
        String name = results.getFileName().toString();
        String stem = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return results.resolveSibling(stem + "-timeline.csv");
    }

    /**
     * Reads the timelines of these results files, concatenated; a missing file, or one that lacks a column of
     * {@link #HEADER}, is refused with its name.
     */
    public static Timeline readBesides(List<Path> resultsFiles) throws IOException {
        List<Map<String, String>> rows = new ArrayList<>();
        for (Path results : resultsFiles) {
            Path file = besides(results);
            if (!Files.isRegularFile(file)) {
                throw new IllegalArgumentException("no timeline file '" + file + "' next to '" + results
                        + "' (lab run --timeline writes it)");
            }
            List<Map<String, String>> fileRows = ResultsCsv.read(file);
            if (fileRows.isEmpty()) {
                throw new IllegalArgumentException("'" + file + "' has no rows");
            }
            for (String column : HEADER) {
                if (!fileRows.get(0).containsKey(column)) {
                    throw new IllegalArgumentException("'" + file + "' is not a timeline file: it has no '" + column
                            + "' column");
                }
            }
            requireNumbers(file, fileRows);
            rows.addAll(fileRows);
        }
        return new Timeline(List.copyOf(rows));
    }

    public List<Map<String, String>> rows() {
        return rows;
    }

    /** The sampled columns (all but the run id and config hash) must hold numbers. */
    private static void requireNumbers(Path file, List<Map<String, String>> rows) {
        for (int i = 0; i < rows.size(); i++) {
            for (String column : HEADER.subList(2, HEADER.size())) {
                String value = rows.get(i).get(column);
                try {
                    Double.parseDouble(value);
                } catch (NumberFormatException | NullPointerException e) {
                    throw new IllegalArgumentException("'" + file + "' row " + (i + 1) + ": '" + value
                            + "' in column " + column + " is not a number");
                }
            }
        }
    }

    /** Per config hash, in order of first appearance: second → the mean of {@code column} over the kept trials. */
    public Map<String, TreeMap<Double, Double>> meanPerSecond(String column, Predicate<Map<String, String>> keep) {
        return rows.stream().filter(keep).collect(Collectors.groupingBy(r -> r.get(CONFIG_HASH),
                LinkedHashMap::new,
                Collectors.groupingBy(r -> Double.parseDouble(r.get(SECONDS)), TreeMap::new,
                        Collectors.averagingDouble(r -> Double.parseDouble(r.get(column))))));
    }
}
