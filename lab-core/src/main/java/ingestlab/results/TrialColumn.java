package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/**
 * The bookkeeping columns of a result row, last: which trial it was, when it started and how it ended. A new one
 * (a run id, a hash of the configuration) is one constant here, added at the end, so that files written before it
 * still have this version's columns less some ({@code FileColumns}) and stay readable and appendable.
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
    ERROR("why the trial failed; empty when it did not", r -> r.error() == null ? "" : r.error()),
    // The duet's columns: a trial knows none of them; the parent that ran the pair fills them in (DuetTrials).
    DUET_PAIR("the id the two trials of a duet pair share (with run_id); empty for a trial that ran alone", r -> ""),
    CPUS("the CPUs the trial's JVM was pinned to (taskset -c list); empty when it was not pinned", r -> ""),
    TRIAL_START("when the trial's measured part began (its first bulk), ISO-8601 UTC",
            r -> r.span() == null ? "" : r.span().start().toString()),
    TRIAL_END("when its last bulk was acknowledged (or it failed), ISO-8601 UTC",
            r -> r.span() == null ? "" : r.span().end().toString()),
    OVERLAP("the fraction of the trial's measured time during which its duet partner's ran too; empty alone",
            r -> ""),
    DESIGN("how the trial was measured: sequential (alone, on every CPU the lab may use), pinned (alone, on the "
            + "CPUs in cpus: lab sweep --cpus), duet (at once with its duet_pair partner, each on its half); empty for a "
            + "trial of lab run or --no-fork, which ran in the lab's own JVM", r -> "");

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
