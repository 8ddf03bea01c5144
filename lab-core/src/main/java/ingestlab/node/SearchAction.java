package ingestlab.node;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.TermQuery;

/**
 * One search as the node runs it ({@link Node#search}): on one copy of every shard (copies in turn, as searches spread
 * over replicas), counts the documents matching the term and all documents, on the copy's last refreshed reader. A
 * search marks the copy searched, which keeps it out of search-idle ({@code IndexShard#markSearcherAccessed}).
 * Not thread-safe: the query load's one thread calls it.
 */
final class SearchAction {
    private final List<List<Shard>> copiesByShard;
    private final SearchIdle searchIdle;
    private long searches; // only touched by the search thread (or a test calling execute() directly)

    /** @param copiesByShard for each shard, its primary and replicas */
    SearchAction(List<List<Shard>> copiesByShard, SearchIdle searchIdle) {
        this.copiesByShard = copiesByShard;
        this.searchIdle = searchIdle;
    }

    void execute(Term term) throws IOException {
        for (List<Shard> copies : copiesByShard) {
            Shard copy = copies.get((int) (searches % copies.size()));
            searchIdle.searched(copy.copy());
            DirectoryReader reader = copy.acquireReader();
            if (reader == null) {
                continue; // not refreshed yet: nothing is searchable on this copy
            }
            try {
                IndexSearcher searcher = new IndexSearcher(reader);
                searcher.count(new TermQuery(term));
                searcher.count(MatchAllDocsQuery.INSTANCE);
            } finally {
                reader.decRef();
            }
        }
        searches++;
    }
}
