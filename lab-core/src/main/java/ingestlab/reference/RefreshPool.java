package ingestlab.reference;

import ingestlab.report.ResultRows;
import ingestlab.util.Named;

/**
 * Where the reference node runs each index's scheduled refresh ({@code lab reference run --refresh-pool}, the
 * {@code refresh_pool} column; docs/reference.md). A bare shard has no scheduled refresh, so the harness runs it. In a
 * node, Elasticsearch 8.10/8.11 and OpenSearch 2.19 alike, {@code IndexService.AsyncRefreshTask} runs on the
 * {@code refresh} thread pool, which 8.10's and OpenSearch's controller writes also use
 * ({@code IndexingMemoryController#writeIndexingBufferAsync}).
 */
public enum RefreshPool implements Named {
    /**
     * On one harness thread of their own, apart from the node's refresh pool: the default, because every reference
     * row before this setting ran so (issue 43's 8.10 hypothesis is that this is where the harness differs from a
     * node; {@link #SHARED} tests it).
     */
    SEPARATE,
    /** On the node's refresh pool ({@code (processors + 1) / 2} threads, 1 to 10), beside the controller's writes. */
    SHARED;

    /** The row's column, and the key of {@code reference.properties} and the harness's results. */
    public static final String COLUMN = ResultRows.REFRESH_POOL;
    public static final RefreshPool DEFAULT = SEPARATE;
}
