package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/**
 * The bookkeeping columns of a result row, last: which trial it was, when it started and how it ended. A new one
 * (a run id, a hash of the configuration) is one constant here.
 */
public enum TrialColumn {
    /** ISO-8601 UTC. */
    STARTED_AT(r -> r.startedAt().toString()),
    /** 1..N within one run. */
    TRIAL(r -> Integer.toString(r.trial())),
    STATUS(TrialResult::status),
    /** Why the trial failed; empty when it did not. */
    ERROR(r -> r.error() == null ? "" : r.error());

    private final Function<TrialResult, String> reader;

    TrialColumn(Function<TrialResult, String> reader) {
        this.reader = reader;
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(TrialResult result) {
        return reader.apply(result);
    }
}
