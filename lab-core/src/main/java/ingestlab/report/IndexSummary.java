package ingestlab.report;

import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.results.IndexColumn;
import ingestlab.results.TrialResult;
import ingestlab.settings.ByteSize;
import java.util.List;

/**
 * The readable per-index summary of one experiment's trials, printed after the node's when the node held more than
 * one index: a row per trial and index with its documents, share, the controller's writes on it, its flushes by
 * cause, refreshes (and those skipped as search-idle), merges, final segments and store.
 */
public final class IndexSummary {
    private static final List<IndexColumn> FLUSH_CAUSES = List.of(IndexColumn.FLUSHES_BY_CONTROLLER,
            IndexColumn.FLUSHES_BY_REFRESH, IndexColumn.FLUSHES_BY_LUCENE, IndexColumn.FLUSHES_BY_COMMIT);

    private IndexSummary() {}

    /** The table, or empty when no successful trial held more than one index. */
    public static String render(List<TrialResult> results) {
        List<TrialResult> ok = results.stream().filter(TrialResult::ok)
                .filter(r -> r.observations().indices().size() > 1).toList();
        if (ok.isEmpty()) {
            return "";
        }
        PerTrialTable table = new PerTrialTable(results, List.of("index", "docs", "share", "controller writes",
                "flushes (controller/refresh/lucene/commit)", "refreshes", "skipped idle", "merges", "segments final",
                "store"));
        for (TrialResult r : ok) {
            for (IndexObservations index : r.observations().indices()) {
                table.row(r, List.of(index.index(), IndexColumn.DOCS.read(index), IndexColumn.SHARE.read(index),
                        IndexColumn.CONTROLLER_WRITES.read(index), IndexColumn.FLUSHES.read(index) + " ("
                                + String.join("/", FLUSH_CAUSES.stream().map(c -> c.read(index)).toList()) + ")",
                        IndexColumn.REFRESHES.read(index), IndexColumn.REFRESHES_SKIPPED_IDLE.read(index),
                        IndexColumn.MERGES.read(index), IndexColumn.SEGMENT_COUNT_FINAL.read(index),
                        ByteSize.human(index.atEnd().getLong(Metric.STORE_BYTES))));
            }
        }
        return table.render();
    }
}
