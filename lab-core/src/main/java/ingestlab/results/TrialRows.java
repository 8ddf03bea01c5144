package ingestlab.results;

import java.util.List;
import java.util.Map;

/**
 * One trial's rows as another JVM sent them: its result row and its rows for each file beside the result file
 * ({@link CompanionFile#rows}; a file it sent none for may be absent), column → value.
 */
public record TrialRows(Map<String, String> row, Map<CompanionFile, List<Map<String, String>>> companions) {
    public TrialRows {
        row = new java.util.LinkedHashMap<>(row);
        companions = Map.copyOf(companions);
    }

    /** The rows of a trial this JVM ran or recorded as failed. */
    public static TrialRows of(TrialResult result) {
        Map<CompanionFile, List<Map<String, String>>> companions = new java.util.EnumMap<>(CompanionFile.class);
        for (CompanionFile kind : CompanionFile.values()) {
            companions.put(kind, kind.rows(result));
        }
        return new TrialRows(ResultColumns.row(result), companions);
    }

    /** These rows with some result-row columns set (a duet's, which only the parent knows). */
    public TrialRows with(Map<String, String> columns) {
        Map<String, String> changed = new java.util.LinkedHashMap<>(row);
        changed.putAll(columns);
        return new TrialRows(changed, companions);
    }
}
