package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JMH converter on a checked-in results folder: two FlushMode rows (2 forks × 2 iterations) and two ShardCount
 * rows, measured on a JDK 21 and a 64-core machine that are not the ones running this test, with the lab
 * environment its forks recorded beside it.
 */
class JmhReportTest {
    @TempDir
    Path tmp;

    private static Path sample() throws URISyntaxException {
        return Path.of(JmhReportTest.class.getResource("jmh-sample-results.json").toURI());
    }

    private static List<JmhResults.Run> runs() throws Exception {
        return JmhResults.read(sample());
    }

    private static ForkEnvironment lab() throws Exception {
        return ForkEnvironment.read(JmhReport.forkEnvironmentBeside(sample()));
    }

    @Test
    void readsRunsParamsAndScores() throws Exception {
        List<JmhResults.Run> runs = JmhResults.read(sample());
        assertThat(runs).hasSize(4);
        JmhResults.Run first = runs.get(0);
        assertThat(first.shortName()).isEqualTo("FlushModeBenchmark.index");
        assertThat(first.params()).containsEntry("flushMode", "FULL").containsEntry("docs", "8000");
        assertThat(first.primary()).isEqualTo(new JmhResults.Score(3.5, 0.25, "s/op", 4));
        assertThat(first.secondary().get("segment_count").score()).isEqualTo(24.0);
        assertThat(runs.get(2).primary().error()).isNaN();
        assertThat(first.lowerIsBetter()).isTrue();
    }

    @Test
    void throughputCsvHasOneRowPerRunWithScoreErrorUnitAndDocsPerSecond() throws Exception {
        List<String> lines = ThroughputCsv.render(runs()).lines().toList();
        assertThat(lines).containsExactly(
                "benchmark,mode,buffer,docs,flushMode,selector,shards,forks,samples,score,score_error,unit,docs_per_s,"
                        + "docs_per_s_error,rounds,ratio_to_first,ratio_to_first_low,ratio_to_first_high",
                "\"ingestlab.jmh.FlushModeBenchmark.index\",ss,32mb,8000,FULL,LARGEST,,2,4,3.5,0.25,s/op,2285.714,"
                        + "45.71428,2,1,1,1",
                // each fork's mean is 2.75 against 3.5: a ratio of 11/14 in both rounds, so no spread
                "\"ingestlab.jmh.FlushModeBenchmark.index\",ss,32mb,8000,NEXT_BUFFER,LARGEST,,2,4,2.75,0.5,s/op,"
                        + "2909.091,58.18182,2,0.785714,0.785714,0.785714",
                // one fork per row: a ratio, no interval
                "\"ingestlab.jmh.ShardCountBenchmark.index\",ss,,8000,,,1,1,1,4,,s/op,2000,40,1,1,,",
                "\"ingestlab.jmh.ShardCountBenchmark.index\",ss,,8000,,,8,1,1,4.25,,s/op,1882.353,37.64706,1,1.0625,,");
    }

    @Test
    void segmentsCsvHasTheSegmentMetricsInMetricOrderWithErrors() throws Exception {
        List<String> lines = SegmentsCsv.render(runs()).lines().toList();
        assertThat(lines.get(0)).isEqualTo("benchmark,buffer,docs,flushMode,selector,shards,flushes,flushes_error,"
                + "merges,merges_error,merged_bytes,merged_bytes_error,segment_count,segment_count_error,"
                + "segment_count_max,segment_count_max_error,store_bytes,store_bytes_error,·gc.alloc.rate,"
                + "·gc.alloc.rate_error");
        assertThat(lines.get(2)).isEqualTo("\"ingestlab.jmh.FlushModeBenchmark.index\",32mb,8000,NEXT_BUFFER,"
                + "LARGEST,,16,0,2,0,5242880,0,16.5,1.5,20,0,19922944,0,256.25,10");
        assertThat(lines.get(3)).isEqualTo("\"ingestlab.jmh.ShardCountBenchmark.index\",,8000,,,1,8,0,1,0,1048576,0,"
                + "8,1.5,9,0,15728640,0,,");
    }

    @Test
    void tablesBoldTheBestValuePerColumnByDirection() throws Exception {
        String md = JmhTables.render(runs(), lab());
        assertThat(md).contains("## FlushModeBenchmark.index", "## ShardCountBenchmark.index",
                "JMH 1.37 on Sample VM 21.0.7+6-sample (21.0.7); lab 0.0.9-sample at feedc0ffee12; "
                        + "Lucene 10.5.0; Sample CPU @ 1.00GHz, 64 cores.",
                "Mode ss, 2 forks × 2 iterations (1 warm-up) per row; buffer = 32mb, docs = 8000, selector = LARGEST.");
        List<String> lines = md.lines().toList();
        assertThat(row(lines, "flushMode")).containsExactly("flushMode", "score (s/op)",
                "× row 1, 95% CI (2 rounds)", "docs_per_s (docs/s)",
                "flushes", "merges", "merged_bytes (MiB)", "segment_count", "segment_count_max", "store_bytes (MiB)",
                "·gc.alloc.rate (MB/sec)");
        // lower time, more docs/s, fewer flushes/segments/bytes win; equal merges and the neutral gc column: no bold
        assertThat(row(lines, "FULL")).containsExactly("FULL", "3.500 ± 0.250", "1.000 (1.000–1.000)", "2286", "40", "2", "10.0", "24",
                "31", "20.0", "512.500");
        assertThat(row(lines, "NEXT_BUFFER")).containsExactly("NEXT_BUFFER", "**2.750 ± 0.500**",
                "0.786 (0.786–0.786)", "**2909**",
                "**16**", "2", "**5.0**", "**16.5**", "**20**", "**19.0**", "256.250");
        // no error with a single sample; a tie (segment_count 8 = 8) is not bold
        assertThat(row(lines, "1")).containsExactly("1", "**4.000**", "1.000", "**2000**", "**8**", "**1**", "**1.0**", "8",
                "**9**", "**15.0**");
        assertThat(row(lines, "8")).containsExactly("8", "4.250", "1.063", "1882", "16", "3", "3.0", "8", "12", "16.0");
    }

    /**
     * Three ShardCount rows whose forks checked two conditions: controller writes on rows with more than one shard,
     * merges at the baseline. Four shards met the first in 3 of 6 trials: marked, and never bold although fastest;
     * its merges (none) are not asked, being no baseline. One shard is asked only the baseline's condition.
     */
    @Test
    void aRowWhoseFactorDidNotActIsMarkedNeverBoldAndListed() throws Exception {
        List<JmhResults.Run> runs = JmhResults.read(Path.of(JmhReportTest.class.getResource("jmh-factor-results.json")
                .toURI()));
        List<String> lines = JmhTables.render(runs, ForkEnvironment.read(tmp.resolve("none"))).lines().toList();
        assertThat(row(lines, "shards")).containsExactly("shards", "score (s/op)", "× row 1, 95% CI (3 rounds)",
                "controller_writes", "merges", "factor");
        assertThat(row(lines, "1")).containsExactly("1", "**2.000 ± 0.500**", "1.000 (1.000–1.000)", "0", "2",
                "acted");
        assertThat(row(lines, "2").subList(0, 2)).containsExactly("2", "2.133 ± 0.500");
        assertThat(row(lines, "2").get(5)).isEqualTo("acted");
        assertThat(row(lines, "4")).containsExactly("4", "1.000 ± 0.500", "0.500 (0.500–0.500)", "0.5", "0",
                "factor did not act: controller_writes > 0 (3 of 6 trials met it; controller_writes mean 0.5)");
        assertThat(JmhTables.failureLines(runs)).containsExactly("ShardCountBenchmark.index: factor did not act in 1 "
                + "of 3 rows; {buffer=4mb, docs=12000, shards=4}: factor did not act: controller_writes > 0 (3 of 6 "
                + "trials met it; controller_writes mean 0.5)");
        assertThat(lines).contains("## Factors that did not act");
        assertThat(JmhTables.failureLines(JmhResults.read(sample()))).isEmpty();
    }

    @Test
    void writesTheFiveFilesIntoTheFolder() throws Exception {
        Path folder = JmhReport.newFolder(tmp);
        JmhReport.write(sample(), folder);
        for (String file : List.of(JmhReport.RESULTS_JSON, JmhReport.THROUGHPUT_CSV, JmhReport.SEGMENTS_CSV,
                JmhReport.TABLES_MD, JmhReport.ENVIRONMENT_CSV)) {
            assertThat(folder.resolve(file)).isNotEmptyFile();
        }
        assertThat(folder.resolve(JmhReport.RESULTS_JSON)).hasSameTextualContentAs(sample());
        assertThat(folder.resolve(ForkEnvironment.FILE)).hasSameTextualContentAs(
                JmhReport.forkEnvironmentBeside(sample()));
        assertThat(JmhReport.newFolder(tmp)).isNotEqualTo(folder);
    }

    @Test
    void theEnvironmentIsTheResultsOwnNotTheReportWriters() throws Exception {
        assertThat(Runtime.version().toString()).doesNotStartWith("21.0.7"); // the sample's JDK is another one
        List<String> lines = EnvironmentCsv.render(runs(), lab()).lines().toList();
        assertThat(lines).containsExactly(
                "key,value",
                "lab_version,0.0.9-sample",
                "git_sha,feedc0ffee12",
                "lucene_version,10.5.0",
                "gc,\"G1 Young Generation+G1 Old Generation\"",
                "os,\"Linux 6.1 amd64\"",
                "hostname,bench-07",
                "cpu_model,\"Sample CPU @ 1.00GHz\"",
                "cores,64",
                "total_memory_bytes,274877906944",
                "work_dir_fs,ext4",
                "jmh_version,1.37",
                "fork_jvm,\"/opt/sample-jdk-21/bin/java\"",
                "fork_java_version,21.0.7",
                "fork_vm,\"Sample VM 21.0.7+6-sample\"",
                "fork_jvm_args,\"--add-modules=jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xms1g -Xmx1g\"");
    }

    @Test
    void withoutARecordedLabEnvironmentTheLabColumnsAreEmpty() throws Exception {
        Path json = Files.copy(sample(), tmp.resolve("results.json"));
        JmhReport.write(json, tmp.resolve("report"));
        assertThat(tmp.resolve("report").resolve(JmhReport.ENVIRONMENT_CSV)).content()
                .contains("lab_version,\n", "git_sha,\n", "fork_java_version,21.0.7\n");
        assertThat(tmp.resolve("report").resolve(JmhReport.TABLES_MD)).content().contains("lab ? at ?");
    }

    @Test
    void rejectsWhatIsNotJmhJson() throws IOException {
        Path notJson = Files.writeString(tmp.resolve("a.json"), "benchmark,score\n");
        Path notJmh = Files.writeString(tmp.resolve("b.json"), "{\"benchmark\": 1}");
        Path empty = Files.writeString(tmp.resolve("c.json"), "[]");
        assertThatThrownBy(() -> JmhReport.read(notJson)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not JSON");
        assertThatThrownBy(() -> JmhReport.read(notJmh)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a JMH result file");
        assertThatThrownBy(() -> JmhReport.read(empty)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("holds no benchmark runs");
    }

    /** The cells of the table row whose first cell is {@code first}. */
    private static List<String> row(List<String> lines, String first) {
        return lines.stream().filter(l -> l.startsWith("| " + first + " "))
                .findFirst().map(l -> List.of(l.substring(1, l.length() - 1).split("\\|")).stream()
                        .map(String::trim).toList())
                .orElseThrow(() -> new AssertionError("no row " + first));
    }
}
