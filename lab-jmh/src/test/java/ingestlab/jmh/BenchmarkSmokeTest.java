package ingestlab.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import ingestlab.report.JmhReport;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
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
        Map<String, Result> secondary = run.getSecondaryResults();
        assertThat(secondary.keySet()).containsAll(
                TrialMetricsProfiler.METRICS.stream().map(Metric::column).toList());
        assertThat(secondary.get(Metric.DOCS_PER_S.column()).getScore()).isPositive();
        assertThat(secondary.get(Metric.SEGMENT_COUNT_FINAL.column()).getScore()).isGreaterThanOrEqualTo(2);
        assertThat(secondary.get(Metric.STORE_BYTES.column()).getScore()).isPositive();

        JmhReport.write(json, out);
        assertThat(out.resolve(JmhReport.THROUGHPUT_CSV)).content().contains("ShardCountBenchmark");
        assertThat(out.resolve(JmhReport.SEGMENTS_CSV)).content().contains("segment_count");
        assertThat(out.resolve(JmhReport.TABLES_MD)).content().contains("## ShardCountBenchmark.index");
        assertThat(out.resolve(JmhReport.ENVIRONMENT_CSV)).content().contains("lucene_version");
    }
}
