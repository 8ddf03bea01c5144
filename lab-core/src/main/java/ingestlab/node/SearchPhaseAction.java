package ingestlab.node;

import ingestlab.metrics.SearchResult;
import ingestlab.search.QuerySet;
import ingestlab.search.SearchBench;
import ingestlab.search.SearchTarget;
import ingestlab.search.SearchedIndex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.util.IOUtils;

/**
 * A phase of the search benchmark as the node runs it ({@link Node#searchPhase}), once indexing is finished: every
 * index searched on its primaries' last refreshed readers, each with its own queries; and the force-merge before the
 * reference phase ({@link Node#forceMerge}). Called by the trial's thread alone.
 */
final class SearchPhaseAction {
    private final List<IndexService> indices;

    SearchPhaseAction(List<IndexService> indices) {
        this.indices = indices;
    }

    SearchResult run(SearchBench bench, Map<String, QuerySet> queries, int mergedTo) throws IOException {
        List<DirectoryReader> acquired = new ArrayList<>();
        List<SearchedIndex> searched = new ArrayList<>();
        try {
            List<SearchTarget> targets = new ArrayList<>();
            for (IndexService index : indices) {
                List<DirectoryReader> shards = new ArrayList<>();
                for (Shard primary : index.primaries()) {
                    DirectoryReader reader = primary.acquireReader();
                    if (reader == null) {
                        throw new IOException("index '" + index.name() + "' has a shard never refreshed: nothing to "
                                + "search");
                    }
                    acquired.add(reader);
                    shards.add(reader);
                }
                SearchedIndex target = new SearchedIndex(index.name(), shards);
                searched.add(target);
                QuerySet set = queries.get(index.name());
                if (set == null) {
                    throw new IllegalArgumentException("no queries drawn for index '" + index.name() + "'");
                }
                targets.add(new SearchTarget(target, set));
            }
            return bench.run(targets, mergedTo);
        } finally {
            IOUtils.close(searched);
            for (DirectoryReader reader : acquired) {
                reader.decRef();
            }
        }
    }

    /** Force-merges every primary to at most {@code maxSegments} segments and refreshes it to search them. */
    void forceMerge(int maxSegments) throws IOException {
        for (IndexService index : indices) {
            for (Shard primary : index.primaries()) {
                primary.forceMerge(maxSegments);
            }
        }
    }
}
