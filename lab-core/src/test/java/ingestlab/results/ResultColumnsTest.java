package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Result files written by earlier versions must keep reading and appending: the metric columns keep their names and
 * order; a new column may come in anywhere, since an older file is appended to when its header is this version's
 * columns less some (see FileColumns).
 */
class ResultColumnsTest {
    private static final List<String> METRIC_COLUMNS = List.of(
            "elapsed_s", "docs_per_s", "cpu_s", "docs_per_cpu_s", "input_mb_per_s", "bulk_latency_p50_ms", "bulk_latency_p90_ms",
            "bulk_latency_p99_ms", "bulk_latency_max_ms", "bulk_rejections", "controller_checks",
            "controller_writes", "controller_shards_per_check_p50", "controller_shards_per_check_max",
            "controller_writes_by_refresh_path", "throttle_time_s", "throttle_time_controller_s",
            "throttle_time_merges_s", "shard_docs_max_share", "flushes", "flushes_by_controller",
            "flushes_by_refresh", "flushes_by_lucene", "flushes_by_commit", "flushed_segment_mb_p10",
            "flushed_segment_mb_p50", "flushed_segment_mb_p90", "flushed_bytes", "flush_time_s", "refreshes",
            "refresh_time_s", "commits", "translog_fsyncs", "commit_time_s", "translog_fsync_time_s", "merges",
            "merged_segments", "merged_bytes", "merged_segment_mb_p10", "merged_segment_mb_p50",
            "merged_segment_mb_p90", "merge_time_s", "segment_count", "segment_count_max", "bytes_written",
            "write_amplification", "young_gc_count", "young_gc_s", "old_gc_count", "old_gc_s",
            "heap_after_gc_max_bytes", "final_flushes", "final_flushed_bytes", "final_merges", "final_s", "final_cpu_s",
            "docs_per_s_settled", "docs_per_cpu_s_settled",
            "segment_count_final", "store_bytes", "primary_store_bytes", "stored_fields_bytes", "translog_bytes",
            "fetch_us_per_doc", "version_map_bytes_max", "searches", "search_latency_p50_ms",
            "search_latency_p99_ms", "search_segments", "search_hit_checksum", "search_all_qps",
            "search_all_p50_ms", "search_repeat_all_qps", "search_repeat_all_p50_ms", "search_merged_all_qps",
            "search_merged_all_p50_ms", "search_term_high_count", "search_term_high_qps", "search_term_high_p50_ms",
            "search_term_high_p99_ms", "search_term_medium_count",
            "search_term_medium_qps", "search_term_medium_p50_ms", "search_term_medium_p99_ms",
            "search_term_low_count", "search_term_low_qps", "search_term_low_p50_ms", "search_term_low_p99_ms",
            "search_and_count", "search_and_qps", "search_and_p50_ms", "search_and_p99_ms", "search_or_count",
            "search_or_qps", "search_or_p50_ms", "search_or_p99_ms", "search_phrase_count", "search_phrase_qps",
            "search_phrase_p50_ms", "search_phrase_p99_ms", "search_prefix_count", "search_prefix_qps",
            "search_prefix_p50_ms", "search_prefix_p99_ms", "search_wildcard_count", "search_wildcard_qps",
            "search_wildcard_p50_ms", "search_wildcard_p99_ms", "search_range_count", "search_range_qps",
            "search_range_p50_ms", "search_range_p99_ms", "search_sorted_count", "search_sorted_qps",
            "search_sorted_p50_ms", "search_sorted_p99_ms", "search_terms_agg_count", "search_terms_agg_qps",
            "search_terms_agg_p50_ms", "search_terms_agg_p99_ms", "docs_verified", "bad_docs");

    @Test
    void metricColumnsKeepTheirNamesAndOrder() {
        assertThat(Arrays.stream(Metric.values()).map(Metric::column).toList()).isEqualTo(METRIC_COLUMNS);
    }

    @Test
    void theHeaderHoldsTheMetricColumnsBetweenTheFactorsAndTheEnvironment() {
        List<String> names = ResultColumns.names();
        int first = names.indexOf("elapsed_s");
        assertThat(names.subList(first, first + METRIC_COLUMNS.size())).isEqualTo(METRIC_COLUMNS);
    }
}
