package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.results.Environment;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JMH converter on a checked-in sample: two FlushMode rows (2 forks × 2 iterations) and two ShardCount rows. */
class JmhReportTest {
    private static final Environment ENV = new Environment("0.1.0-test", "10.5.0", "25.0.3", "OpenJDK", "-Xmx1g",
            "G1", "Linux", "testhost", "Test CPU", 2, 8L << 30, Double.NaN, Double.NaN, "", "abc123def456");

    @TempDir
    Path tmp;

    private static Path sample() throws URISyntaxException {
        return Path.of(JmhReportTest.class.getResource("jmh-sample-results.json").toURI());
    }

    private static JmhReport report() throws Exception {
        return new JmhReport(JmhResults.read(sample()), ENV);
    }

    @Test
    void readsRunsParamsAndScores() throws Exception {
        List<JmhResults.Run> runs = JmhResults.read(sample());
        assertThat(runs).hasSize(4);
        JmhResults.Run first = runs.get(0);
        assertThat(first.shortName()).isEqualTo("FlushModeBenchmark.index");
        assertThat(first.params()).containsEntry("flushMode", "full").containsEntry("docs", "8000");
        assertThat(first.primary()).isEqualTo(new JmhResults.Score(3.5, 0.25, "s/op", 4));
        assertThat(first.secondary().get("segment_count").score()).isEqualTo(24.0);
        assertThat(runs.get(2).primary().error()).isNaN();
        assertThat(first.lowerIsBetter()).isTrue();
    }

    @Test
    void throughputCsvHasOneRowPerRunWithScoreErrorUnitAndDocsPerSecond() throws Exception {
        List<String> lines = report().throughputCsv().lines().toList();
        assertThat(lines).containsExactly(
                "benchmark,mode,buffer,docs,flushMode,selector,shards,forks,samples,score,score_error,unit,docs_per_s,"
                        + "docs_per_s_error",
                "\"ingestlab.jmh.FlushModeBenchmark.index\",ss,32mb,8000,full,largest,,2,4,3.5,0.25,s/op,2285.714,"
                        + "45.71428",
                "\"ingestlab.jmh.FlushModeBenchmark.index\",ss,32mb,8000,next-buffer,largest,,2,4,2.75,0.5,s/op,"
                        + "2909.091,58.18182",
                "\"ingestlab.jmh.ShardCountBenchmark.index\",ss,,8000,,,1,1,1,4,,s/op,2000,40",
                "\"ingestlab.jmh.ShardCountBenchmark.index\",ss,,8000,,,8,1,1,4.25,,s/op,1882.353,37.64706");
    }

    @Test
    void segmentsCsvHasTheSegmentMetricsInMetricOrderWithErrors() throws Exception {
        List<String> lines = report().segmentsCsv().lines().toList();
        assertThat(lines.get(0)).isEqualTo("benchmark,buffer,docs,flushMode,selector,shards,flushes,flushes_error,"
                + "merges,merges_error,merged_bytes,merged_bytes_error,segment_count,segment_count_error,"
                + "segment_count_max,segment_count_max_error,store_bytes,store_bytes_error,·gc.alloc.rate,"
                + "·gc.alloc.rate_error");
        assertThat(lines.get(2)).isEqualTo("\"ingestlab.jmh.FlushModeBenchmark.index\",32mb,8000,next-buffer,"
                + "largest,,16,0,2,0,5242880,0,16.5,1.5,20,0,19922944,0,256.25,10");
        assertThat(lines.get(3)).isEqualTo("\"ingestlab.jmh.ShardCountBenchmark.index\",,8000,,,1,8,0,1,0,1048576,0,"
                + "8,1.5,9,0,15728640,0,,");
    }

    @Test
    void tablesBoldTheBestValuePerColumnByDirection() throws Exception {
        String md = report().tablesMarkdown();
        assertThat(md).contains("## FlushModeBenchmark.index", "## ShardCountBenchmark.index",
                "lab 0.1.0-test at abc123def456; Lucene 10.5.0",
                "Mode ss, 2 forks × 2 iterations (1 warm-up) per row; buffer = 32mb, docs = 8000, selector = largest.");
        List<String> lines = md.lines().toList();
        assertThat(row(lines, "flushMode")).containsExactly("flushMode", "score (s/op)", "docs_per_s (docs/s)",
                "flushes", "merges", "merged_bytes (MiB)", "segment_count", "segment_count_max", "store_bytes (MiB)",
                "·gc.alloc.rate (MB/sec)");
        // lower time, more docs/s, fewer flushes/segments/bytes win; equal merges and the neutral gc column: no bold
        assertThat(row(lines, "full")).containsExactly("full", "3.500 ± 0.250", "2286", "40", "2", "10.0", "24",
                "31", "20.0", "512.500");
        assertThat(row(lines, "next-buffer")).containsExactly("next-buffer", "**2.750 ± 0.500**", "**2909**",
                "**16**", "2", "**5.0**", "**16.5**", "**20**", "**19.0**", "256.250");
        // no error with a single sample; a tie (segment_count 8 = 8) is not bold
        assertThat(row(lines, "1")).containsExactly("1", "**4.000**", "**2000**", "**8**", "**1**", "**1.0**", "8",
                "**9**", "**15.0**");
        assertThat(row(lines, "8")).containsExactly("8", "4.250", "1882", "16", "3", "3.0", "8", "12", "16.0");
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
        assertThat(Files.readString(folder.resolve(JmhReport.ENVIRONMENT_CSV))).contains("lucene_version,",
                "fork_jvm_args,\"--add-modules=jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xms1g -Xmx1g\"");
        assertThat(JmhReport.newFolder(tmp)).isNotEqualTo(folder);
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
