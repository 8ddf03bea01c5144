package ingestlab.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the files beside a result file share: their names ({@code results.csv} → {@code results-SUFFIX.csv}) and the
 * key that opens each row (run id, configuration hash, trial and order), so their rows join the result rows.
 */
final class CompanionFile {
    private CompanionFile() {}

    /** The file beside {@code results} named with {@code suffix}. */
    static Path path(Path results, String suffix) {
        String name = results.getFileName().toString();
        String base = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return results.resolveSibling(base + "-" + suffix + ".csv");
    }

    /** The key's column names. */
    static List<String> keyHeader() {
        return List.of(TrialColumn.RUN_ID.column(), TrialColumn.CONFIG_HASH.column(), TrialColumn.TRIAL.column(),
                TrialColumn.ORDER.column());
    }

    /** The key of a trial's rows. */
    static List<String> key(TrialResult result) {
        return List.of(TrialColumn.RUN_ID.read(result), TrialColumn.CONFIG_HASH.read(result),
                TrialColumn.TRIAL.read(result), TrialColumn.ORDER.read(result));
    }

    /** Rows of values in {@code header}'s order as column → value, as a forked trial sends them to its parent. */
    static List<Map<String, String>> named(List<String> header, List<List<String>> rows) {
        List<Map<String, String>> named = new ArrayList<>();
        for (List<String> values : rows) {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), values.get(i));
            }
            named.add(row);
        }
        return named;
    }

    /** Rows another JVM made ({@link #named}) back in {@code header}'s order, a column it lacks left empty. */
    static List<List<String>> inOrder(List<String> header, List<Map<String, String>> rows) {
        List<List<String>> values = new ArrayList<>();
        for (Map<String, String> row : rows) {
            values.add(header.stream().map(column -> row.getOrDefault(column, "")).toList());
        }
        return values;
    }

    /** Appends the rows whole and forced to disk; nothing for none (a failed trial's). */
    static void append(CsvAppender file, List<List<String>> rows) throws IOException {
        if (!rows.isEmpty()) {
            file.append(rows);
        }
    }
}
