package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.mapping.MappingSettings;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultColumns;
import ingestlab.results.ResultsCsv;
import ingestlab.search.SearchSettings;
import ingestlab.settings.Column;
import ingestlab.writer.MergePolicySettings;
import ingestlab.writer.WriterSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab run} on a small doc count, as a user runs it: the table, the CSV header once, a row per trial. */
class RunCommandEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void runsTrialsAndAppendsOneTidyRowEach() throws Exception {
        Path out = dir.resolve("runs/results.csv");
        CliRun first = CliRun.of("run", "--docs", "3000", "--shards", "2", "--threads", "2", "--bulk-size", "250",
                "--buffer", "4mb", "--flush", "full", "--selector", "largest", "--trials", "2", "--quiet",
                "--check-index", "--out", out.toString(), "--work-dir", dir.resolve("work").toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).contains("Settings (resolved):").contains("flush_mode               full")
                .containsPattern("\\| docs_per_s +\\| docs/s +\\| +[0-9.]+ \\| +[0-9.]+ \\| +[0-9.]+ \\| +[0-9.]+ \\|")
                .contains("trial 1").contains("trial 2").contains("mean").contains("Appended 2 rows to");

        List<String> lines = Files.readAllLines(out);
        assertThat(lines.get(0)).isEqualTo(String.join(",", ResultColumns.names()));
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).hasSize(2);
        for (Map<String, String> row : rows) {
            assertThat(row.keySet()).containsExactlyElementsOf(ResultColumns.names());
            assertThat(row.get("status")).isEqualTo("ok");
            assertThat(row.get("docs")).isEqualTo("3000");
            assertThat(row.get("docs_verified")).isEqualTo("3000");
            assertThat(row.get("index_checked")).as("--check-index").isEqualTo("true");
            assertThat(row.get("shards")).isEqualTo("2");
            assertThat(row.get("flush_mode")).isEqualTo("full");
            assertThat(row.get("selector")).isEqualTo("largest");
            assertThat(row.get("buffer")).isEqualTo("4mb");
            assertThat(row.get("buffer_bytes")).isEqualTo(Long.toString(4L << 20));
            assertThat(row.get("lucene_version")).isEqualTo("10.5.0");
            assertThat(Double.parseDouble(row.get("docs_per_s"))).isPositive();
            assertThat(Long.parseLong(row.get("flushes"))).isPositive();
            for (Metric metric : Metric.values()) {
                assertThat(row).containsKey(metric.column());
            }
            for (Column factor : LabSettings.columns()) {
                if (factor != MappingSettings.MAPPING_FILE && factor != WriterSettings.CODEC_LEVEL
                        && factor != WorkloadSettings.WORKLOAD && factor != WorkloadSettings.WORKLOAD_HASH
                        && factor != SearchSettings.SEARCH_BENCH_AFTER_MERGE && factor != LabSettings.LABEL
                        && factor != MergePolicySettings.MERGE_FACTOR) { // tiered has no merge factor
                    assertThat(row.get(factor.column())).as(factor.column()).isNotEmpty();
                }
            }
            assertThat(row.get("mapping_file")).as("no mapping file given").isEmpty();
            assertThat(row.get("codec_level")).as("LZ4 has no level").isEmpty();
            assertThat(row.get("workload")).as("one index, no workload").isEmpty();
            assertThat(row.get("workload_hash")).as("one index, no workload").isEmpty();
            assertThat(row.get("fetch_us_per_doc")).as("not asked for").isEmpty();
            assertThat(row.get("search_bench")).isEqualTo("off");
            assertThat(row.get("search_hit_checksum")).as("no search benchmark").isEmpty();
        }
        assertThat(rows.get(0).get("trial")).isEqualTo("1");
        assertThat(rows.get(1).get("trial")).isEqualTo("2");
        assertThat(Folders.entries(dir.resolve("work"))).as("indexes are deleted after each trial").isEmpty();

        CliRun again = CliRun.of("run", "--docs", "500", "--quiet", "--out", out.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(ResultsCsv.read(out).get(2).get("index_checked")).as("not asked for").isEqualTo("false");
        List<String> after = Files.readAllLines(out);
        assertThat(after).hasSize(4);
        assertThat(after.stream().filter(l -> l.startsWith("dataset,"))).as("header written once").hasSize(1);
        assertThat(Files.exists(dir.resolve("runs/results-searches.csv"))).as("no search benchmark").isFalse();
    }

    /**
     * {@code --search-bench}: the per-query-type table, the node-row columns and the searches file; two deterministic
     * runs give the same hit checksum, and the repeat and the force-merged index the same as the index ingestion left.
     */
    @Test
    void theSearchBenchmarkPrintsItsTableAndGivesTheSameChecksumTwice() throws Exception {
        Path out = dir.resolve("search.csv");
        for (int run = 0; run < 2; run++) {
            CliRun search = CliRun.of("run", "--deterministic", "--dataset", "http_logs", "--docs", "3000",
                    "--shards", "2", "--buffer", "1mb", "--search-bench", "200ms", "--search-bench-after-merge", "1",
                    "--quiet", "--out", out.toString());
            assertThat(search.exitCode()).as(search.err()).isZero();
            assertThat(search.out()).containsPattern("\\| phase +\\| segments +\\| hit checksum +\\| query type")
                    .containsPattern("\\| as-ingested +\\| +\\d+ \\| +\\d+ \\| terms-agg ")
                    .containsPattern("\\| as-ingested-repeat +\\| +\\d+ \\| +\\d+ \\| terms-agg ")
                    .containsPattern("\\| force-merged-1 +\\| +2 \\| +\\d+ \\| term-high ")
                    .doesNotContain("| search_term_high_p50_ms").contains("Search benchmark rows in");
        }
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).hasSize(2).allSatisfy(row -> {
            assertThat(row.get("search_bench")).isEqualTo("200ms");
            assertThat(row.get("search_queries")).isEqualTo("all");
            assertThat(Long.parseLong(row.get("search_term_high_count"))).isPositive();
            assertThat(row.get("search_segments")).isEqualTo(row.get("segment_count_final"));
            for (String phase : List.of("search_all_", "search_repeat_all_", "search_merged_all_")) {
                assertThat(Double.parseDouble(row.get(phase + "qps"))).as(phase + "qps").isPositive();
                assertThat(row.get(phase + "p50_ms")).as(phase + "p50_ms").isNotEmpty();
            }
        });
        assertThat(rows.get(1).get("search_hit_checksum")).isEqualTo(rows.get(0).get("search_hit_checksum"));
        List<Map<String, String>> searches = ResultsCsv.read(dir.resolve("search-searches.csv"));
        assertThat(searches).extracting(r -> r.get("phase")).containsOnly("as-ingested", "as-ingested-repeat",
                "force-merged-1");
        assertThat(searches).filteredOn(r -> r.get("index").equals("*"))
                .extracting(r -> r.get("hit_checksum")).containsOnly(rows.get(0).get("search_hit_checksum"));
        assertThat(searches).filteredOn(r -> r.get("index").equals("*"))
                .hasSize(2 * 3 * ingestlab.metrics.QueryType.values().length);

        // lab search-cost reads them back: two rounds are too few by default, enough with --min-rounds 2
        CliRun cost = CliRun.of("search-cost", out.toString());
        assertThat(cost.exitCode()).as(cost.err()).isZero();
        assertThat(cost.out()).contains("| Force-merged / repeat").contains("insufficient rounds (2)")
                .containsPattern("\\| term-high +\\|");
        Path charts = dir.resolve("search-charts");
        CliRun enough = CliRun.of("search-cost", out.toString(), "--min-rounds", "2", "--charts", charts.toString());
        assertThat(enough.exitCode()).as(enough.err()).isZero();
        assertThat(enough.out()).doesNotContain("insufficient rounds (").containsPattern("\\| +2 \\| ");
        assertThat(charts.resolve("search-p50-by-segments.png")).isNotEmptyFile();
        assertThat(charts.resolve("search-p99-by-segments.svg")).isNotEmptyFile();
    }

    @Test
    void keepIndexLeavesACommittedIndexPerShard() throws Exception {
        Path work = dir.resolve("kept");
        CliRun run = CliRun.of("run", "--docs", "400", "--shards", "2", "--keep-index", "--quiet",
                "--out", dir.resolve("r.csv").toString(), "--work-dir", work.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<Path> trials = Folders.entries(work);
        assertThat(trials).hasSize(1);
        long docs = 0;
        for (int shard = 0; shard < 2; shard++) {
            try (var reader = org.apache.lucene.index.DirectoryReader.open(
                    org.apache.lucene.store.FSDirectory.open(trials.get(0).resolve("shard-" + shard)))) {
                docs += reader.maxDoc();
            }
        }
        assertThat(docs).isEqualTo(400);
    }

    /** A run where the controller barely acted says so, one where it did does not. */
    @Test
    void aRunSaysWhenTheFlushModeAndSelectorBarelyActed() {
        CliRun idle = CliRun.of("run", "--dataset", "geopoint", "--docs", "2000", "--quiet",
                "--out", dir.resolve("idle.csv").toString());
        assertThat(idle.exitCode()).as(idle.err()).isZero();
        assertThat(idle.out()).contains("note: the controller wrote no buffer: --flush-mode and --selector barely "
                + "acted here (refreshes flush every shard first");

        CliRun busy = CliRun.of("run", "--dataset", "http_logs", "--docs", "25000", "--shards", "4", "--bulk-size",
                "500", "--buffer", "1mb", "--deterministic", "--quiet", "--out", dir.resolve("busy.csv").toString());
        assertThat(busy.exitCode()).as(busy.err()).isZero();
        assertThat(busy.out()).containsPattern("\\| controller_writes +\\| +\\| +([2-9][0-9]|[0-9]{3,}) \\|")
                .doesNotContain("note:");
    }
}
