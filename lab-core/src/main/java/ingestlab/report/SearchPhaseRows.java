package ingestlab.report;

import ingestlab.metrics.SearchResult;
import ingestlab.results.CompanionFile;
import ingestlab.results.SearchColumn;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search benchmark's node rows (index {@code *}) of the searches files beside result files, each joined to its
 * counted trial: per trial, phase → query type → figures. The per-index rows are not read: the node's are what a
 * client of the whole node sees.
 */
public final class SearchPhaseRows {
    /** The node's index name in the searches file. */
    static final String NODE = "*";

    /** One query type in one phase of one trial, over the whole node. */
    public record Figures(double qps, double p50Ms, double p99Ms, int segments) {}

    /** A counted trial's node row and its search phases, by phase name, then query type. */
    public record Trial(Map<String, String> row, Map<String, Map<String, Figures>> phases) {
        /** A type's figures in a phase, or null when that phase or type did not run. */
        public Figures figures(String phase, String type) {
            Map<String, Figures> byType = phase == null ? null : phases.get(phase);
            return byType == null ? null : byType.get(type);
        }

        /** The name of the trial's force-merged phase ({@code force-merged-N}), or null when it ran none. */
        public String forceMerged() {
            return phases.keySet().stream().filter(p -> p.startsWith(SearchResult.FORCE_MERGED)).findFirst()
                    .orElse(null);
        }
    }

    private SearchPhaseRows() {}

    /**
     * The counted trials of these result files that have search rows, in the order of {@code counted}. A result file
     * without its searches file, or a searches file without rows or a needed column, is an error naming it.
     */
    public static List<Trial> readBesides(List<Path> resultsFiles, List<Map<String, String>> counted)
            throws IOException {
        Map<List<String>, Map<String, Map<String, Figures>>> byTrial = new HashMap<>();
        for (Path results : resultsFiles) {
            Path file = CompanionFile.SEARCHES.pathFor(results);
            List<Map<String, String>> rows = CompanionFile.SEARCHES.readBeside(results,
                    CompanionFile.SEARCHES.header());
            for (int i = 0; i < rows.size(); i++) {
                Map<String, String> row = rows.get(i);
                if (!NODE.equals(row.get(SearchColumn.INDEX.column()))) {
                    continue;
                }
                Figures figures;
                try {
                    figures = new Figures(number(row, SearchColumn.QPS), number(row, SearchColumn.P50_MS),
                            number(row, SearchColumn.P99_MS), (int) number(row, SearchColumn.SEGMENTS));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + file + "' row " + (i + 1) + ": " + e.getMessage());
                }
                byTrial.computeIfAbsent(CompanionFile.trialKey(row), k -> new LinkedHashMap<>())
                        .computeIfAbsent(row.get(SearchColumn.PHASE.column()), k -> new LinkedHashMap<>())
                        .put(row.get(SearchColumn.QUERY_TYPE.column()), figures);
            }
        }
        List<Trial> trials = new ArrayList<>();
        for (Map<String, String> row : counted) {
            Map<String, Map<String, Figures>> phases = byTrial.get(CompanionFile.trialKey(row));
            if (phases != null) {
                trials.add(new Trial(row, phases));
            }
        }
        return List.copyOf(trials);
    }

    private static double number(Map<String, String> row, SearchColumn column) {
        String value = row.getOrDefault(column.column(), "");
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("'" + value + "' in column " + column.column() + " is not a number");
        }
    }
}
