package ingestlab.claims;

import ingestlab.results.TrialColumn;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;

/**
 * Registry v3's rule that a verdict uses only rows recorded after the registry was registered: a row whose trial
 * started before the registration (or says no start) was measured before the rules it would be judged by, so the
 * registry refuses it ({@link StaleRow}) rather than judge on it.
 *
 * @param registeredAt when the registry was registered ({@code registered_at:})
 * @param commit the commit that registered it ({@code registered_commit:})
 */
record FreshRows(Instant registeredAt, String commit) {
    /** Throws {@link StaleRow} naming the first row of {@code csv} that started before the registration. */
    void check(Path csv, List<Map<String, String>> rows) {
        for (int i = 0; i < rows.size(); i++) {
            String started = rows.get(i).getOrDefault(TrialColumn.STARTED_AT.column(), "");
            Instant at = parse(started);
            if (at == null || at.isBefore(registeredAt)) {
                throw new StaleRow(csv + ": row " + (i + 1) + " (trial " + rows.get(i).getOrDefault(TrialColumn.TRIAL
                        .column(), "?") + ", started " + (started.isEmpty() ? "at no recorded time" : started)
                        + ") is older than the registry (registered " + registeredAt + " at " + commit
                        + "): a verdict uses only rows recorded after it");
            }
        }
    }

    private static Instant parse(String text) {
        try {
            return text.isEmpty() ? null : Instant.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
