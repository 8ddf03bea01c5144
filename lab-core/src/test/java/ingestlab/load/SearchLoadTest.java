package ingestlab.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Samples;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.Term;
import org.junit.jupiter.api.Test;

/** The query load: seeded terms sent to the node, each search counted and timed. */
class SearchLoadTest {
    private static final List<Term> TERMS = List.of(new Term("tag", "a"), new Term("tag", "b"), new Term("tag", "c"));

    private static List<Term> searched(long seed, MetricRegistry counters, Samples samples) throws Exception {
        List<Term> sent = new ArrayList<>();
        SearchLoad load = new SearchLoad(sent::add, TERMS, counters, samples, seed);
        for (int i = 0; i < 20; i++) {
            load.run();
        }
        return sent;
    }

    @Test
    void eachSearchSendsASeededTermAndIsCountedAndTimed() throws Exception {
        MetricRegistry counters = new MetricRegistry();
        Samples samples = new Samples();
        List<Term> sent = searched(7, counters, samples);
        assertThat(sent).hasSize(20).isSubsetOf(TERMS);
        assertThat(searched(7, new MetricRegistry(), new Samples())).as("seeded").isEqualTo(sent);
        assertThat(counters.snapshot().getLong(Metric.SEARCHES)).isEqualTo(20);
        assertThat(samples.count(Sample.SEARCH_LATENCY_MICROS)).isEqualTo(20);
    }

    @Test
    void aLoadWithoutTermsIsRefused() {
        assertThatThrownBy(() -> new SearchLoad(term -> {}, List.of(), new MetricRegistry(), new Samples(), 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
