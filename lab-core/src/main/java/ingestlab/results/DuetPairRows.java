package ingestlab.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The rows of a result file grouped by duet pair: a pair is its run id and its {@code duet_pair}. */
public final class DuetPairRows {
    private DuetPairRows() {}

    /** Each pair's rows (two once it was recorded), in file order; rows of trials that ran alone are left out. */
    public static Collection<List<Map<String, String>>> of(List<Map<String, String>> rows) {
        Map<String, List<Map<String, String>>> pairs = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            String pair = row.getOrDefault(TrialColumn.DUET_PAIR.column(), "");
            if (!pair.isEmpty()) {
                pairs.computeIfAbsent(row.get(TrialColumn.RUN_ID.column()) + "\n" + pair, k -> new ArrayList<>())
                        .add(row);
            }
        }
        return pairs.values();
    }
}
