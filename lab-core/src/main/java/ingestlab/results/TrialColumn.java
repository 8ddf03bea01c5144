package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/**
 * The bookkeeping columns of a result row, last: which trial it was, when it started and how it ended. A new one
 * (a run id, a hash of the configuration) is one constant here.
 */
public enum TrialColumn {
    /** One per invocation of {@code lab run} or {@code lab sweep}. */
    RUN_ID(r -> r.run().runId()),
    /** Of the factor values ({@link ConfigHash}). */
    CONFIG_HASH(r -> ConfigHash.of(r.spec())),
    /** 1..N for its configuration. */
    TRIAL(r -> Integer.toString(r.trial())),
    /** {@code true} for a warm-up trial, left out of summaries. */
    WARMUP(r -> Boolean.toString(r.run().warmup())),
    /** Position in the invocation's run order, from 1. */
    ORDER(r -> Integer.toString(r.run().order())),
    /** ISO-8601 UTC. */
    STARTED_AT(r -> r.startedAt().toString()),
    STATUS(TrialResult::status),
    /** {@code true} when Lucene's CheckIndex checked every shard after the trial ({@code --check-index}). */
    INDEX_CHECKED(r -> Boolean.toString(r.indexChecked())),
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
