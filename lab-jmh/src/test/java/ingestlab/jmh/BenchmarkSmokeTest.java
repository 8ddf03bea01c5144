package ingestlab.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.jmh.micro.CompressionBenchmark;
import ingestlab.metrics.Metric;
import ingestlab.report.ForkEnvironment;
import ingestlab.report.JmhReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.util.Version;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * The one JMH run of a plain {@code mvn verify}: four tiny trials in this JVM (no fork, no warm-up), two rows in two
 * rounds, checking that the secondary results and factor checks are there, that the rounds alternate and merge, and
 * that the report folder gets its files. It asserts no timing.
 */
class BenchmarkSmokeTest {
    @TempDir
    Path out;

    @AfterEach
    void clearProperties() {
        for (String name : List.of("jmh.include", "jmh.params", "jmh.docs", "jmh.rf", "jmh.forks", "jmh.warmups",
                "jmh.iterations")) {
            System.clearProperty(name);
        }
    }

    /**
     * Two rows (one shard, two shards) in two rounds of tiny in-process trials: each round runs both, the forks are
     * merged per row in round order, the fork log shows the rows alternating, and the report pairs the rounds. At
     * 400 documents the controller never writes, so the two-shard row's factor did not act: its table says so.
     */
    @Test
    // Four trials and their JMH runs: about 20 s alone, over the 3-minute default on a 2-core machine at load ~40.
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void twoRoundsOfTinyTrialsReportEverySecondaryResultAndTheirFactor() throws Exception {
        System.setProperty("jmh.include", "ShardCountBenchmark");
        System.setProperty("jmh.params", "shards=1,2");
        System.setProperty("jmh.docs", "400");
        System.setProperty("jmh.forks", "2");
        System.setProperty("jmh.warmups", "0");
        System.setProperty("jmh.iterations", "1");
        // The smoke test measures nothing, so it need not wait for another JMH run on this machine.
        System.setProperty("jmh.ignoreLock", "true");
        SuiteInput input = SuiteInput.fromProperties();
        List<BenchmarkListEntry> benchmarks = input.benchmarks();
        assertThat(benchmarks).hasSize(1);

        List<RunResult> results = new ForkRounds(input, out, 0).run(benchmarks.get(0));

        assertThat(results).hasSize(2);
        RunResult two = results.get(1);
        assertThat(two.getParams().getParam("shards")).isEqualTo("2");
        assertThat(two.getParams().getForks()).isEqualTo(2);
        assertThat(two.getBenchmarkResults()).hasSize(2);
        var secondary = two.getSecondaryResults();
        assertThat(secondary.keySet()).containsAll(
                TrialMetricsProfiler.METRICS.stream().map(Metric::column).toList());
        assertThat(secondary.get(Metric.DOCS_PER_S.column()).getScore()).isPositive();
        assertThat(secondary.get(Metric.SEGMENT_COUNT_FINAL.column()).getScore()).isGreaterThanOrEqualTo(2);
        assertThat(secondary.get(Metric.STORE_BYTES.column()).getScore()).isPositive();
        // the condition is asked of the rows with more than one shard only
        assertThat(secondary).containsKey("acts: controller_writes > 0");
        assertThat(results.get(0).getSecondaryResults()).doesNotContainKey("acts: controller_writes > 0");
        List<String> forks = Files.readAllLines(out.resolve(ForkLog.FILE));
        assertThat(forks).hasSize(5).first().isEqualTo(ForkLog.HEADER);
        assertThat(forks.subList(1, 5)).extracting(l -> l.split(",")[1]).containsExactly("1", "1", "2", "2");

        Path json = BenchmarkSuite.mergeResults(out, benchmarks);
        JmhReport report = JmhReport.read(json);
        report.writeTo(json, out);
        assertThat(out.resolve(JmhReport.THROUGHPUT_CSV)).content().contains("ShardCountBenchmark", "ratio_to_first");
        assertThat(out.resolve(JmhReport.SEGMENTS_CSV)).content().contains("segment_count");
        assertThat(out.resolve(JmhReport.TABLES_MD)).content().contains("## ShardCountBenchmark.index",
                "× row 1, 95% CI (2 rounds)", "factor did not act: controller_writes > 0 (0 of 2 trials met it");
        assertThat(report.factorFailures()).hasSize(1);
        assertThat(report.factorFailures().get(0)).startsWith("ShardCountBenchmark.index: factor did not act in 1 "
                + "of 2 rows");
        // the lab's columns come from what the benchmark recorded, not from this (report-writing) JVM
        assertThat(out.resolve(ForkEnvironment.FILE)).isNotEmptyFile();
        assertThat(out.resolve(JmhReport.ENVIRONMENT_CSV)).content()
                .contains("lucene_version," + Version.LATEST + "\n", "cores," + Runtime.getRuntime().availableProcessors());
    }

    /** Forks of a plain {@code java -jar benchmarks.jar} get the lab's flags from the annotations alone. */
    @ParameterizedTest
    @ValueSource(classes = {TrialBenchmark.class, FlushModeBenchmark.class, CompressionBenchmark.class})
    void forksGetTheLabsJvmFlags(Class<?> benchmark) {
        List<String> labFlags = List.of(System.getProperty("lab.jvm.flags").trim().split("\\s+"));
        assertThat(List.of(benchmark.getAnnotation(Fork.class).jvmArgsAppend())).containsAll(labFlags)
                .contains("-Xmx1g");
    }

    @Test
    void extraResultFormatsAreCheckedBeforeTheRun() {
        System.setProperty("jmh.rf", "csv,JSON,latex");
        assertThat(SuiteInput.formats()).containsExactly(ResultFormatType.CSV, ResultFormatType.LATEX);
        System.setProperty("jmh.rf", "xml");
        assertThatThrownBy(SuiteInput::formats).hasMessage(
                "jmh.rf: 'xml' is not one of text, csv, scsv, json, latex");
    }
}
