package ingestlab.node;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

/**
 * Whether an id is live in a refreshed reader: the lookup Elasticsearch makes when the version map does not know an
 * id ({@code VersionsAndSeqNoResolver#loadDocIdAndVersion}: the {@code _id} terms of each segment, newest first, and
 * the segment's live docs, which soft deletes clear).
 */
final class IndexedIds {
    private IndexedIds() {}

    static boolean isLive(IndexReader reader, String field, BytesRef id) throws IOException {
        List<LeafReaderContext> leaves = reader.leaves();
        for (int i = leaves.size() - 1; i >= 0; i--) {
            Terms terms = leaves.get(i).reader().terms(field);
            if (terms == null) {
                continue;
            }
            TermsEnum te = terms.iterator();
            if (!te.seekExact(id)) {
                continue;
            }
            Bits live = leaves.get(i).reader().getLiveDocs();
            PostingsEnum postings = te.postings(null, PostingsEnum.NONE);
            for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
                if (live == null || live.get(doc)) {
                    return true;
                }
            }
        }
        return false;
    }
}
