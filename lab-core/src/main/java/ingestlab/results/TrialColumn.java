package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/**
 * The bookkeeping columns of a result row, last: which trial it was, when it started and how it ended. A new one
 * (a run id, a hash of the configuration) is one constant here.
 */
public enum TrialColumn {
    RUN_ID("one per invocation of lab run or lab sweep", r -> r.run().runId()),
    CONFIG_HASH("of the factor values, so rows of one configuration match across files", r -> ConfigHash.of(r.spec())),
    TRIAL("1..N within its configuration", r -> Integer.toString(r.trial())),
    WARMUP("true for a warm-up trial, left out of summaries", r -> Boolean.toString(r.run().warmup())),
    ORDER("position in the invocation's run order, from 1", r -> Integer.toString(r.run().order())),
    STARTED_AT("when the trial started, ISO-8601 UTC", r -> r.startedAt().toString()),
    STATUS("ok or failed", TrialResult::status),
    INDEX_CHECKED("true when Lucene's CheckIndex checked every shard after the trial (--check-index)",
            r -> Boolean.toString(r.indexChecked())),
    ERROR("why the trial failed; empty when it did not", r -> r.error() == null ? "" : r.error());

    private final Function<TrialResult, String> reader;

    private final String description;

    TrialColumn(String description, Function<TrialResult, String> reader) {
        this.description = description;
        this.reader = reader;
    }

    public String description() {
        return description;
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(TrialResult result) {
        return reader.apply(result);
    }
}
