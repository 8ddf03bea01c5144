package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.metrics.QueryType;
import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import ingestlab.search.SearchSettings;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A trial's search benchmark on a node of two indices of different datasets: each is searched with the fields its own
 * dataset gives, as ingestion left it, that again (the A/A control), then force-merged; the checksum holds across the
 * repeat and the force-merge. Nothing here depends on how fast the machine is.
 */
class SearchPhasesTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void eachIndexIsSearchedWithItsOwnFieldsBeforeAndAfterAForceMerge() throws Exception {
        Path workload = Files.writeString(dir.resolve("two.yaml"), """
                node: {batch_docs: 100}
                indices:
                  - {name: logs, share: 1, dataset: http_logs, shards: 2}
                  - {name: text, share: 1, dataset: europarl}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString())
                .set(ClientSettings.DOCS, 4000).set(ClientSettings.BULK_SIZE, 200)
                .setText(SearchSettings.SEARCH_BENCH, "200ms").setText(SearchSettings.SEARCH_BENCH_AFTER_MERGE, "1")
                .build();
        Observations observations = new Trial(spec, dir.resolve("work"), false).run(ProgressListener.NONE);

        assertThat(observations.searches()).extracting(SearchResult::phase)
                .containsExactly("as-ingested", "as-ingested-repeat", "force-merged-1");
        SearchResult asIngested = observations.searches().get(0);
        SearchResult repeat = observations.searches().get(1);
        SearchResult merged = observations.searches().get(2);
        assertThat(asIngested.indices()).extracting(SearchResult.IndexResult::index).containsExactly("logs", "text");
        // europarl is text and dates: no keyword field, so no terms aggregation on it; http_logs has every type
        assertThat(asIngested.indices().get(1).byType()).extracting(QueryTypeStats::type)
                .doesNotContain(QueryType.TERMS_AGG).contains(QueryType.PHRASE, QueryType.RANGE);
        assertThat(asIngested.indices().get(0).byType()).extracting(QueryTypeStats::type)
                .containsExactly(QueryType.values());
        assertThat(asIngested.segments()).isEqualTo(Metric.SEGMENT_COUNT_FINAL.read(observations).intValue());
        assertThat(merged.segments()).as("three shards, one segment each").isEqualTo(3);
        assertThat(merged.checksum()).isEqualTo(asIngested.checksum()).isPositive();
        // the repeat searches the same readers with the same queries
        assertThat(repeat.checksum()).isEqualTo(asIngested.checksum());
        assertThat(repeat.segments()).isEqualTo(asIngested.segments());
        assertThat(repeat.indices()).extracting(SearchResult.IndexResult::checksum)
                .isEqualTo(asIngested.indices().stream().map(SearchResult.IndexResult::checksum).toList());
        assertThat(repeat.byType()).extracting(QueryTypeStats::type)
                .isEqualTo(asIngested.byType().stream().map(QueryTypeStats::type).toList());
        assertThat(Metric.SEARCH_BENCH.of(QueryType.TERM_HIGH, "count").read(observations).longValue())
                .isEqualTo(asIngested.of(QueryType.TERM_HIGH).count());
        // the node row: every query together, in each phase
        for (SearchResult phase : observations.searches()) {
            assertThat(phase.allTypes().count()).as(phase.phase())
                    .isEqualTo(phase.byType().stream().mapToLong(QueryTypeStats::count).sum());
        }
        assertThat(column("search_all_qps", observations)).isEqualTo(asIngested.allTypes().qps()).isPositive();
        assertThat(column("search_all_p50_ms", observations)).isEqualTo(asIngested.allTypes().p50Micros() / 1000.0);
        assertThat(column("search_repeat_all_qps", observations)).isEqualTo(repeat.allTypes().qps()).isPositive();
        assertThat(column("search_repeat_all_p50_ms", observations))
                .isEqualTo(repeat.allTypes().p50Micros() / 1000.0).isPositive();
        assertThat(column("search_merged_all_qps", observations)).isEqualTo(merged.allTypes().qps()).isPositive();
        assertThat(column("search_merged_all_p50_ms", observations))
                .isEqualTo(merged.allTypes().p50Micros() / 1000.0).isPositive();
    }

    private static double column(String name, Observations observations) {
        return Metric.find(name).orElseThrow().read(observations).doubleValue();
    }
}
