package ingestlab.search;

import ingestlab.metrics.QueryType;
import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.mapping.MappingMode;
import ingestlab.mapping.SourceStorage;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The search phase on a real Lucene index of http_logs: the query set is drawn the same from the same documents and
 * seed, and the hit checksum depends on the documents only, not on their segments. A clock of the test's own
 * (a millisecond a reading) decides how many queries a run takes, so nothing here depends on the machine's speed.
 */
class SearchBenchIntegrationTest {
    private static final Dataset HTTP_LOGS = DatasetCatalog.resolve("http_logs");
    private static final long SEED = 42;
    private static final int PER_TYPE = 2;
    private static final int DOCS = 3000;
    private static TwoShardIndex index;

    @BeforeAll
    static void indexDocuments() throws IOException {
        index = new TwoShardIndex(HTTP_LOGS, builder(), DOCS, SEED);
    }

    @AfterAll
    static void close() throws IOException {
        index.close();
    }

    private static DocBuilder builder() {
        return DocBuilder.forDataset(HTTP_LOGS, MappingMode.EXPLICIT, null);
    }

    private static DatasetSample sample(DocBuilder builder) throws IOException {
        try (DocFeed feed = HTTP_LOGS.open(FeedOptions.seeded(SEED))) {
            return DocumentSampler.read(HTTP_LOGS.name(), feed, builder, DOCS);
        }
    }

    private static QuerySet draw(long seed) throws IOException {
        return QuerySet.draw(sample(builder()), QuerySelection.ALL, PER_TYPE, seed);
    }

    private static SearchResult run(QuerySet queries) throws IOException {
        AtomicLong clock = new AtomicLong();
        // Two clock readings a query: the run of 2 ms a query takes exactly one pass over the set.
        SearchPlan plan = new SearchPlan(2L * queries.queries().size(), 0, QuerySelection.ALL, SEED);
        try (SearchedIndex searched = index.searched("logs")) {
            return new SearchBench(plan, () -> clock.addAndGet(1_000_000))
                    .run(List.of(new SearchTarget(searched, queries)), 0);
        }
    }

    @Test
    void httpLogsGivesEveryQueryType() throws IOException {
        QuerySet queries = draw(SEED);
        assertThat(queries.types()).containsExactly(QueryType.values());
        assertThat(queries.skipped()).isEmpty();
        assertThat(queries.queries()).hasSize(QueryType.values().length * PER_TYPE);
    }

    @Test
    void theSameDocumentsAndSeedDrawTheSameQueries() throws IOException {
        List<String> first = draw(SEED).queries().stream().map(BenchQuery::describe).toList();
        assertThat(draw(SEED).queries().stream().map(BenchQuery::describe).toList()).isEqualTo(first);
        assertThat(draw(SEED + 1).queries().stream().map(BenchQuery::describe).toList()).isNotEqualTo(first);
    }

    @Test
    void aMachineSlowerThanTheDurationStillMeasuresEveryQueryOnce() throws IOException {
        QuerySet queries = draw(SEED);
        AtomicLong clock = new AtomicLong();
        // Each clock reading jumps a minute: the 1 ms duration is over after the first query.
        SearchPlan plan = new SearchPlan(1, 0, QuerySelection.ALL, SEED);
        SearchResult result;
        try (SearchedIndex searched = index.searched("logs")) {
            result = new SearchBench(plan, () -> clock.addAndGet(60_000_000_000L))
                    .run(List.of(new SearchTarget(searched, queries)), 0);
        }
        assertThat(result.byType()).extracting(QueryTypeStats::type).containsExactly(QueryType.values());
        assertThat(result.byType()).allSatisfy(stats -> assertThat(stats.count()).isEqualTo(PER_TYPE));
    }

    @Test
    void everyTypeIsMeasuredAndTheChecksumCountsHits() throws IOException {
        SearchResult result = run(draw(SEED));
        assertThat(result.byType()).extracting(QueryTypeStats::type).containsExactly(QueryType.values());
        assertThat(result.byType()).allSatisfy(stats -> {
            assertThat(stats.count()).isEqualTo(PER_TYPE);
            assertThat(stats.p99Micros()).isGreaterThanOrEqualTo(stats.p50Micros());
        });
        // every query together: a millisecond each on the test's clock
        assertThat(result.allTypes().count()).isEqualTo((long) QueryType.values().length * PER_TYPE);
        assertThat(result.allTypes().qps()).isCloseTo(1000.0, within(1e-6));
        assertThat(result.allTypes().p50Micros()).isCloseTo(1000.0, within(1.0));
        assertThat(result.checksum()).isPositive();
        assertThat(result.indices()).singleElement().satisfies(i -> {
            assertThat(i.checksum()).isEqualTo(result.checksum());
            assertThat(i.segments()).isEqualTo(result.segments());
        });
        assertThat(result.segments()).as("3000 documents, two shards, a segment every 250").isEqualTo(12);
    }

    @Test
    void theChecksumDependsOnTheDocumentsNotTheirSegments() throws IOException {
        QuerySet queries = draw(SEED);
        SearchResult asIngested = run(queries);
        assertThat(run(draw(SEED)).checksum()).isEqualTo(asIngested.checksum());
        try (TwoShardIndex merged = new TwoShardIndex(HTTP_LOGS, builder(), DOCS, SEED)) {
            merged.forceMerge(1);
            AtomicLong clock = new AtomicLong();
            try (SearchedIndex searched = merged.searched("logs")) {
                SearchResult afterMerge = new SearchBench(new SearchPlan(10, 1, QuerySelection.ALL, SEED),
                        () -> clock.addAndGet(1_000_000)).run(List.of(new SearchTarget(searched, queries)), 1);
                assertThat(afterMerge.segments()).isEqualTo(2);
                assertThat(afterMerge.checksum()).isEqualTo(asIngested.checksum());
                assertThat(afterMerge.phase()).isEqualTo("force-merged-1");
            }
        }
    }

    @Test
    void aRangeQueryOnADatasetWithoutNumbersIsRefused() throws IOException {
        // http_logs mapped with its request text alone: no numeric or date field is indexed
        DocBuilder textOnly = new DocBuilder(ExplicitMapping.parse(
                "{\"properties\": {\"request\": {\"type\": \"text\"}}}", "test"), SourceStorage.of(HTTP_LOGS));
        DatasetSample sample = sample(textOnly);
        assertThatThrownBy(() -> QuerySet.draw(sample, QuerySelection.parse("term-high,range"), 1, SEED))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--search-queries: 'range': the range query needs a numeric or date field")
                .hasMessageContaining("dataset 'http_logs'")
                .hasMessageContaining("allowed for it: term-high, term-medium, term-low, and, or, phrase, prefix, "
                        + "wildcard)");
        QuerySet all = QuerySet.draw(sample, QuerySelection.ALL, 1, SEED);
        assertThat(all.skipped()).containsExactly(QueryType.RANGE, QueryType.SORTED, QueryType.TERMS_AGG);
    }

    @Test
    void aSetWithNothingToRunIsRefused() throws IOException {
        Dataset geopoint = DatasetCatalog.resolve("geopoint");
        DatasetSample sample;
        try (DocFeed feed = geopoint.open(FeedOptions.seeded(SEED))) {
            sample = DocumentSampler.read(geopoint.name(), feed,
                    DocBuilder.forDataset(geopoint, MappingMode.EXPLICIT, null), 100);
        }
        QuerySet none = QuerySet.draw(sample, QuerySelection.ALL, 1, SEED);
        assertThat(none.queries()).isEmpty();
        try (SearchedIndex searched = index.searched("points")) {
            assertThatThrownBy(() -> new SearchBench(new SearchPlan(10, 0, QuerySelection.ALL, SEED))
                    .run(List.of(new SearchTarget(searched, none)), 0))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("--search-bench: no index has a query to run");
        }
    }
}
