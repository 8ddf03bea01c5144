package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Samples;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.TermQuery;

/**
 * A light query load ({@code --search-rate}) on a thread of its own: each search picks a seeded term of the dataset's
 * vocabulary and, on one copy of every shard (copies in turn, as searches spread over replicas), counts the documents
 * matching it and all documents, on the copy's last refreshed reader. A search marks the copy searched, which keeps
 * it out of search-idle ({@code IndexShard#markSearcherAccessed}).
 */
final class SearchLoad {
    private final List<List<Shard>> copiesByShard;
    private final List<Term> terms;
    private final SearchIdle searchIdle;
    private final MetricRegistry counters;
    private final Samples samples;
    private final SplittableRandom random;
    private long searches; // only touched by the search thread (or a test calling search() directly)

    /** @param copiesByShard for each shard, its primary and replicas */
    SearchLoad(List<List<Shard>> copiesByShard, List<Term> terms, SearchIdle searchIdle, MetricRegistry counters,
               Samples samples, long seed) {
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("the query load needs at least one term");
        }
        this.copiesByShard = copiesByShard;
        this.terms = List.copyOf(terms);
        this.searchIdle = searchIdle;
        this.counters = counters;
        this.samples = samples;
        this.random = new SplittableRandom(seed ^ 0x5EA4C4L);
    }

    /** Runs {@code perSecond} searches a second on a new daemon thread, until the returned executor is shut down. */
    ScheduledExecutorService start(double perSecond, Consumer<Throwable> onFailure) {
        ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lab-node-search");
            t.setDaemon(true);
            return t;
        });
        long periodNanos = Math.max(1, Math.round(1e9 / perSecond));
        thread.scheduleAtFixedRate(() -> {
            try {
                search();
            } catch (Throwable e) {
                // Recorded, never thrown: an exception escaping a periodic task would silently cancel it.
                onFailure.accept(e);
            }
        }, periodNanos, periodNanos, TimeUnit.NANOSECONDS);
        return thread;
    }

    /** One search over every shard. */
    void search() throws IOException {
        long start = System.nanoTime();
        Term term = terms.get(random.nextInt(terms.size()));
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
        counters.increment(Metric.SEARCHES);
        samples.record(Sample.SEARCH_LATENCY_MICROS, Math.max(1, (System.nanoTime() - start) / 1000));
    }
}
