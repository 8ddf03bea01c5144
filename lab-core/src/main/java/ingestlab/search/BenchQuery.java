package ingestlab.search;

import ingestlab.metrics.QueryType;
import java.io.IOException;
import org.apache.lucene.facet.FacetsCollector;
import org.apache.lucene.facet.FacetsCollectorManager;
import org.apache.lucene.facet.StringValueFacetCounts;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.TopFieldCollectorManager;
import org.apache.lucene.search.TopScoreDocCollectorManager;

/**
 * One query of the benchmark and the work a search request does with it, as Elasticsearch runs a request by default:
 * the top {@value #TOP} hits, with the total counted exactly up to {@value #TRACK_TOTAL_HITS}
 * ({@code track_total_hits}), then a count beyond. Its hits, for the checksum, are the exact count of {@link #query()}.
 */
sealed interface BenchQuery {
    /** Elasticsearch's default {@code size}, and the {@code size} of a terms aggregation. */
    int TOP = 10;
    /** Elasticsearch's default {@code track_total_hits}. */
    int TRACK_TOTAL_HITS = 10_000;

    QueryType type();

    /** The documents the query matches. */
    Query query();

    /** Runs the search request on the index; the work timed. */
    void run(SearchedIndex index) throws IOException;

    /** The query as a line of text, for a listing of the set. */
    default String describe() {
        return type().cliName() + ": " + query();
    }

    /** The most relevant hits (BM25). */
    record TopHits(QueryType type, Query query) implements BenchQuery {
        @Override
        public void run(SearchedIndex index) throws IOException {
            index.searcher().search(query, new TopScoreDocCollectorManager(TOP, null, TRACK_TOTAL_HITS));
        }
    }

    /** The first hits in a field's order. */
    record SortedTopHits(QueryType type, Query query, Sort sort) implements BenchQuery {
        @Override
        public void run(SearchedIndex index) throws IOException {
            index.searcher().search(query, new TopFieldCollectorManager(sort, TOP, null, TRACK_TOTAL_HITS));
        }

        @Override
        public String describe() {
            return BenchQuery.super.describe() + " sorted by " + sort;
        }
    }

    /** The most frequent values of a keyword field over the matching documents: a terms aggregation. */
    record TermsAggregation(QueryType type, Query query, String field) implements BenchQuery {
        @Override
        public void run(SearchedIndex index) throws IOException {
            FacetsCollector hits = index.searcher().search(query, new FacetsCollectorManager());
            new StringValueFacetCounts(index.valuesOf(field), hits).getTopChildren(TOP, field);
        }

        @Override
        public String describe() {
            return BenchQuery.super.describe() + " terms of " + field;
        }
    }
}
