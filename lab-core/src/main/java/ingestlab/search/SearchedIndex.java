package ingestlab.search;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.facet.StringDocValuesReaderState;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiReader;
import org.apache.lucene.search.IndexSearcher;

/**
 * One index as the benchmark searches it: one reader over a copy of each of its shards, searched on the calling
 * thread, segment by segment, as one shard after another. Lucene's query cache is off: it caches only on large
 * segments, so it would reward a merged index for the cache rather than for its structure. A keyword field's ordinals
 * across segments (Elasticsearch's global ordinals) are built on the field's first aggregation, during the warm-up,
 * and kept. Used by one thread.
 */
public final class SearchedIndex implements Closeable {
    private final String name;
    private final MultiReader reader;
    private final IndexSearcher searcher;
    private final Map<String, StringDocValuesReaderState> ordinals = new HashMap<>();

    /**
     * @param shards a reader of each shard, in shard order; the caller keeps its reference and closes it after this
     */
    public SearchedIndex(String name, List<? extends IndexReader> shards) throws IOException {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("index '" + name + "' has no shard to search");
        }
        this.name = name;
        this.reader = new MultiReader(shards.toArray(IndexReader[]::new), false); // takes a reference of each
        this.searcher = new IndexSearcher(reader);
        searcher.setQueryCache(null);
    }

    public String name() {
        return name;
    }

    IndexSearcher searcher() {
        return searcher;
    }

    /** The segments searched: every segment of every shard. */
    public int segments() {
        return reader.leaves().size();
    }

    StringDocValuesReaderState valuesOf(String field) {
        return ordinals.computeIfAbsent(field, f -> {
            try {
                return new StringDocValuesReaderState(reader, f);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
