package ingestlab.workload;

import ingestlab.util.Named;

/**
 * How a workload's indices share the bulks. {@link #RUNS} follows Rally's {@code elastic/logs} generator, which picks
 * one corpus per batch of {@code generator-batch-size} raw lines (elastic/rally-tracks {@code elastic/shared/utils/
 * file.py}), so nearly every bulk goes to one index; {@link #INTERLEAVED} draws an index for every document.
 */
public enum BulkMix implements Named {
    /** An index drawn by share for each batch of {@code batch_docs} documents. */
    RUNS,
    /** An index drawn by share for each document. */
    INTERLEAVED
}
