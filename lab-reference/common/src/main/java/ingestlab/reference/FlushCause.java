package ingestlab.reference;

/**
 * Why a Lucene segment was flushed on the reference node, in the lab's four causes (the lab's
 * {@code ingestlab.metrics.FlushCause}, whose column names {@link #column} gives).
 */
public enum FlushCause {
    /** The indexing memory controller wrote the shard's buffer ({@code IndexShard#writeIndexingBuffer}). */
    CONTROLLER("flushes_by_controller"),
    /** A refresh: the scheduled one, the final one, or any other the engine ran on its own. */
    REFRESH("flushes_by_refresh"),
    /** An Elasticsearch flush, that is a Lucene commit (translog size or age, or the shard going inactive). */
    COMMIT("flushes_by_commit"),
    /** IndexWriter's own flush policy, on an indexing thread: its RAM buffer or the per-thread hard limit. */
    LUCENE("flushes_by_lucene");

    private final String column;

    FlushCause(String column) {
        this.column = column;
    }

    public String column() {
        return column;
    }
}
