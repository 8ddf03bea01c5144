package ingestlab.load;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Samples;
import ingestlab.node.Node;
import ingestlab.node.SearchTask;
import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.lucene.index.Term;

/**
 * A light query load ({@code --search-rate}), run by the node's search thread ({@link Node#startSearches}): each search
 * picks a seeded term of the dataset's vocabulary and sends it to the node ({@link Node#search}), which counts the
 * documents matching it and all documents on one copy of every shard; the load counts the search and records its
 * latency, as a benchmark's search clients do.
 */
public final class SearchLoad implements SearchTask {
    /** Where a search goes: the node, or a test's stand-in. */
    interface Target {
        void search(Term term) throws IOException;
    }

    private final Target node;
    private final List<Term> terms;
    private final MetricRegistry counters;
    private final Samples samples;
    private final SplittableRandom random;

    /** A query load on {@code node}, counted in its registry and samples. */
    public SearchLoad(Node node, List<Term> terms, long seed) {
        this(node::search, terms, node.metrics(), node.samples(), seed);
    }

    SearchLoad(Target node, List<Term> terms, MetricRegistry counters, Samples samples, long seed) {
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("the query load needs at least one term");
        }
        this.node = node;
        this.terms = List.copyOf(terms);
        this.counters = counters;
        this.samples = samples;
        this.random = new SplittableRandom(seed ^ 0x5EA4C4L);
    }

    /** One search over every shard. */
    @Override
    public void run() throws IOException {
        long start = System.nanoTime();
        node.search(terms.get(random.nextInt(terms.size())));
        counters.increment(Metric.SEARCHES);
        samples.record(Sample.SEARCH_LATENCY_MICROS, Math.max(1, (System.nanoTime() - start) / 1000));
    }
}
