package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.catalog.NodeScopeSettings;
import ingestlab.catalog.WorkloadSettings;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.metrics.QueryType;
import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import ingestlab.search.SearchSettings;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trial's search benchmark on a node of two indices of different datasets: each is searched with the fields its own
 * dataset gives, once as ingestion left it and once force-merged; the checksum holds across the force-merge.
 * Nothing here depends on how fast the machine is.
 */
class SearchPhasesTest {
    @TempDir
    Path dir;

    @Test
    void eachIndexIsSearchedWithItsOwnFieldsBeforeAndAfterAForceMerge() throws Exception {
        Path workload = Files.writeString(dir.resolve("two.yaml"), """
                node: {batch_docs: 100}
                indices:
                  - {name: logs, share: 1, dataset: http_logs, shards: 2}
                  - {name: text, share: 1, dataset: europarl}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString())
                .set(NodeScopeSettings.DOCS, 4000).set(NodeScopeSettings.BULK_SIZE, 200)
                .setText(SearchSettings.SEARCH_BENCH, "200ms").setText(SearchSettings.SEARCH_BENCH_AFTER_MERGE, "1")
                .build();
        Observations observations = new Trial(spec, dir.resolve("work"), false).run(ProgressListener.NONE);

        assertThat(observations.searches()).extracting(SearchResult::phase)
                .containsExactly("as-ingested", "force-merged-1");
        SearchResult asIngested = observations.searches().get(0);
        SearchResult merged = observations.searches().get(1);
        assertThat(asIngested.indices()).extracting(SearchResult.IndexResult::index).containsExactly("logs", "text");
        // europarl is text and dates: no keyword field, so no terms aggregation on it; http_logs has every type
        assertThat(asIngested.indices().get(1).byType()).extracting(QueryTypeStats::type)
                .doesNotContain(QueryType.TERMS_AGG).contains(QueryType.PHRASE, QueryType.RANGE);
        assertThat(asIngested.indices().get(0).byType()).extracting(QueryTypeStats::type)
                .containsExactly(QueryType.values());
        assertThat(asIngested.segments()).isEqualTo(Metric.SEGMENT_COUNT_FINAL.read(observations).intValue());
        assertThat(merged.segments()).as("three shards, one segment each").isEqualTo(3);
        assertThat(merged.checksum()).isEqualTo(asIngested.checksum()).isPositive();
        assertThat(Metric.SEARCH_BENCH.of(QueryType.TERM_HIGH, "count").read(observations).longValue())
                .isEqualTo(asIngested.of(QueryType.TERM_HIGH).count());
    }
}
