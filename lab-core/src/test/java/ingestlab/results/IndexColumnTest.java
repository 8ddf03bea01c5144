package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Counts;
import ingestlab.metrics.Direction;
import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Samples;
import ingestlab.metrics.Unit;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class IndexColumnTest {
    @Test
    void theFileKeepsItsColumnsInTheirOrder() {
        assertThat(String.join(",", CompanionFile.INDICES.header())).isEqualTo("run_id,config_hash,trial,order,index,"
                + "shards,docs,share,controller_writes,throttle_time_s,throttle_time_controller_s,throttle_time_merges_s,flushes,flushes_by_controller,flushes_by_refresh,"
                + "flushes_by_lucene,flushes_by_commit,flushed_segment_mb_p10,flushed_segment_mb_p50,"
                + "flushed_segment_mb_p90,refreshes,refreshes_skipped_idle,merges,merged_docs,merged_bytes,"
                + "merge_time_s,segment_count,segment_count_max,segment_count_final,store_bytes,buffer_max_bytes");
    }

    @Test
    void aRowIsWrittenAsTheMetricsWriteTheirValues() {
        Counts atAck = Counts.builder().put(Metric.CONTROLLER_WRITES, 3).put(Metric.FLUSHES_BY_CONTROLLER, 1)
                .put(Metric.FLUSHES_BY_REFRESH, 2).put(Metric.FLUSHES_BY_LUCENE, 3).put(Metric.FLUSHES_BY_COMMIT, 4)
                .put(Metric.REFRESHES, 5).put(Metric.MERGES, 7).put(Metric.MERGED_BYTES, 9)
                .put(Metric.MERGE_TIME_S, 1_500_000_000L).put(Metric.SEGMENT_COUNT, 11)
                .put(Metric.SEGMENT_COUNT_MAX, 12).put(Metric.THROTTLE_TIME_S, 3_000_000_000L)
                .put(Metric.THROTTLE_TIME_CONTROLLER_S, 1_000_000_000L).put(Metric.THROTTLE_TIME_MERGES_S, 2_000_000_000L)
                .build();
        Counts atEnd = Counts.builder().put(Metric.SEGMENT_COUNT_FINAL, 13).put(Metric.STORE_BYTES, 14).build();
        IndexObservations index = new IndexObservations("k8", 2, 15_000, 0.75, atAck, atEnd, new Samples(), 6, 8, 15);

        List<String> row = Stream.of(IndexColumn.values()).map(c -> c.read(index)).toList();

        // flushes: the sum of its causes; merge_time_s: nanoseconds as seconds, once; no flushed segment: empty
        assertThat(String.join(",", row)).isEqualTo("k8,2,15000,0.7500,3,3.000,1.000,2.000,10,1,2,3,4,,,,5,6,7,8,9,1.500,11,12,13,14,15");
    }

    @Test
    void aColumnANodeMetricHasIsThatMetricAndTheOthersDeclareTheirUnit() {
        assertThat(IndexColumn.MERGE_TIME_S.unit()).contains(Unit.SECONDS);
        assertThat(IndexColumn.STORE_BYTES.direction()).isEqualTo(Metric.STORE_BYTES.direction());
        assertThat(IndexColumn.FLUSHED_SEGMENT_MB_P50.column()).isEqualTo(Metric.FLUSHED_SEGMENT_MB.at(50).column());
        assertThat(IndexColumn.BUFFER_MAX_BYTES.unit()).contains(Unit.BYTES);
        assertThat(IndexColumn.SHARE.direction()).isEqualTo(Direction.NEUTRAL);
        assertThat(IndexColumn.INDEX.unit()).isEmpty();
        assertThat(IndexColumn.find("flushes")).contains(IndexColumn.FLUSHES);
        assertThat(IndexColumn.find("docs_per_s")).isEmpty();
    }
}
