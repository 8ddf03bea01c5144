package ingestlab.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.jmh.micro.CompressionBenchmark;
import ingestlab.metrics.Metric;
import ingestlab.report.ForkEnvironment;
import ingestlab.report.JmhReport;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.apache.lucene.util.Version;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The one JMH run of a plain {@code mvn verify}: a single tiny trial in this JVM (no fork, no warm-up), checking
 * that the secondary results are there and that the report folder gets its files. It asserts no timing.
 */
class BenchmarkSmokeTest {
    @TempDir
    Path out;

    @AfterEach
    void clearProperties() {
        System.clearProperty("jmh.include");
        System.clearProperty("jmh.params");
        System.clearProperty("jmh.docs");
        System.clearProperty("jmh.rf");
    }

    @Test
    void oneTinyTrialReportsEverySecondaryResult() throws Exception {
        System.setProperty("jmh.include", "ShardCountBenchmark");
        System.setProperty("jmh.params", "shards=2");
        System.setProperty("jmh.docs", "400");
        // The smoke test measures nothing, so it need not wait for another JMH run on this machine.
        System.setProperty("jmh.ignoreLock", "true");
        Path json = out.resolve(JmhReport.RESULTS_JSON);

        Collection<RunResult> results = new Runner(BenchmarkSuite.options(json)
                .forks(0).warmupIterations(0).measurementIterations(1).verbosity(VerboseMode.SILENT).build()).run();

        assertThat(results).hasSize(1);
        RunResult run = results.iterator().next();
        assertThat(run.getParams().getParam("shards")).isEqualTo("2");
        var secondary = run.getSecondaryResults();
        assertThat(secondary.keySet()).containsAll(
                TrialMetricsProfiler.METRICS.stream().map(Metric::column).toList());
        assertThat(secondary.get(Metric.DOCS_PER_S.column()).getScore()).isPositive();
        assertThat(secondary.get(Metric.SEGMENT_COUNT_FINAL.column()).getScore()).isGreaterThanOrEqualTo(2);
        assertThat(secondary.get(Metric.STORE_BYTES.column()).getScore()).isPositive();

        JmhReport.write(json, out);
        assertThat(out.resolve(JmhReport.THROUGHPUT_CSV)).content().contains("ShardCountBenchmark");
        assertThat(out.resolve(JmhReport.SEGMENTS_CSV)).content().contains("segment_count");
        assertThat(out.resolve(JmhReport.TABLES_MD)).content().contains("## ShardCountBenchmark.index");
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
        assertThat(BenchmarkSuite.extraFormats()).containsExactly(ResultFormatType.CSV, ResultFormatType.LATEX);
        System.setProperty("jmh.rf", "xml");
        assertThatThrownBy(BenchmarkSuite::extraFormats).hasMessage(
                "jmh.rf: 'xml' is not one of text, csv, scsv, json, latex");
    }
}
