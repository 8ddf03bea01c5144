package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lab report --by index} and {@code lab compare --by index} on a hand-written per-index file beside a sweep's
 * results (sweep-1.csv: buffer 4mb, 8mb, 16mb, orders 1-9, orders 1, 4 and 7 warm-ups).
 */
class IndexReportTest {
    private static final String HEADER = "run_id,config_hash,trial,order,index,shards,docs,share,controller_writes,"
            + "flushes,flushes_by_controller,flushes_by_refresh,flushes_by_lucene,flushes_by_commit,"
            + "flushed_segment_mb_p10,flushed_segment_mb_p50,flushed_segment_mb_p90,refreshes,refreshes_skipped_idle,"
            + "merges,merged_docs,merged_bytes,merge_time_s,segment_count,segment_count_max,segment_count_final,"
            + "store_bytes,buffer_max_bytes";

    @TempDir
    Path dir;
    private Path results;

    @BeforeEach
    void writeFiles() throws IOException {
        results = Files.copy(Path.of(Fixtures.path("sweep-1.csv")), dir.resolve("s.csv"));
        List<Map<String, String>> trials = ResultsCsv.read(results);
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (Map<String, String> trial : trials) {
            int order = Integer.parseInt(trial.get("order"));
            // k8: flushes = 10 x order, kafka: flushes = order; the documents are the index's own, not the node's
            csv.append(row(trial, "k8", 15_000, 10 * order)).append(row(trial, "kafka", 5_000, order));
        }
        Files.writeString(dir.resolve("s-indices.csv"), csv);
    }

    private static String row(Map<String, String> trial, String index, int docs, int flushes) {
        return String.join(",", trial.get("run_id"), trial.get("config_hash"), trial.get("trial"), trial.get("order"),
                index, "1", Integer.toString(docs), docs == 15_000 ? "0.75" : "0.25", "3", Integer.toString(flushes),
                "1", "1", "1", "0", "0.5", "1.0", "2.0", "4", "2", "1", "100", "1000", "0.25", "5", "7", "3", "123456",
                "1048576") + "\n";
    }

    @Test
    void reportGroupsThePerIndexRowsByConfigAndIndexWithoutWarmUps() throws IOException {
        CliRun run = CliRun.of("report", results.toString(), "--by", "index", "--metrics", "flushes,docs", "--format",
                "csv");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<Map<String, String>> tidy = ResultsCsv.read(Files.writeString(dir.resolve("tidy.csv"), run.out()));
        assertThat(tidy).hasSize(2 * 3 * 2);
        assertThat(line(tidy, "4mb", "k8", "flushes")).containsEntry("n", "2").containsEntry("mean", "25.0");
        assertThat(line(tidy, "16mb", "kafka", "flushes")).containsEntry("mean", "8.5");
        assertThat(line(tidy, "8mb", "k8", "docs")).containsEntry("mean", "15000.0").containsEntry("sd", "0.0");
    }

    @Test
    void reportAsMarkdownHasATablePerColumnWithTheIndexBesideTheConfig() {
        CliRun run = CliRun.of("report", results.toString(), "--by", "buffer,index", "--metrics", "flushes");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("6 (config, index) pairs over 2 indices, 12 per-index rows")
                .contains("### flushes").containsPattern("\\| *buffer *\\| *index *\\| *n *\\|")
                .containsPattern("\\| *4mb *\\| *k8 *\\| *2 *\\| *25 *\\|");
    }

    @Test
    void whereKeepsOneIndexAndOneConfig() throws IOException {
        CliRun run = CliRun.of("report", results.toString(), "--by", "buffer,index", "--where", "index=k8,buffer=4mb",
                "--metrics", "flushes", "--format", "csv");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<Map<String, String>> tidy = ResultsCsv.read(Files.writeString(dir.resolve("tidy.csv"), run.out()));
        assertThat(tidy).singleElement().satisfies(r -> assertThat(r).containsEntry("index", "k8")
                .containsEntry("buffer", "4mb").containsEntry("mean", "25.0"));

        CliRun trials = CliRun.of("report", results.toString(), "--by", "buffer", "--where", "buffer=8mb", "--metrics",
                "docs_per_s", "--format", "csv");
        assertThat(trials.exitCode()).as(trials.err()).isZero();
        assertThat(ResultsCsv.read(Files.writeString(dir.resolve("tidy2.csv"), trials.out()))).singleElement()
                .satisfies(r -> assertThat(r).containsEntry("buffer", "8mb").containsEntry("n", "2"));
    }

    @Test
    void compareTakesEachIndexApart() {
        CliRun run = CliRun.of("compare", results.toString(), "--baseline", "buffer=4mb", "--contender", "buffer=16mb",
                "--by", "index", "--metrics", "flushes");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("index k8: buffer=4mb vs buffer=16mb")
                .contains("index kafka: buffer=4mb vs buffer=16mb").containsPattern("\\| *flushes *\\| *\\| *25 ± ")
                .containsPattern("\\| *\\+60 *\\| *\\+240\\.0% *\\|");
    }

    private static Map<String, String> line(List<Map<String, String>> tidy, String buffer, String index,
                                            String metric) {
        return tidy.stream().filter(r -> r.get("buffer").equals(buffer) && r.get("index").equals(index)
                && r.get("metric").equals(metric)).findFirst().orElseThrow();
    }
}
