package ingestlab.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.load.ClientSettings;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

/** A warm-up trial indexes a quarter of the documents; a measured trial indexes them all. */
class WarmupShareTest {
    @Test
    void aWarmUpTrialIndexesAQuarterOfTheDocumentsAndAMeasuredOneAll() {
        BufferSizeBenchmark benchmark = new BufferSizeBenchmark();
        benchmark.docs = 12_000;
        benchmark.buffer = "1mb";
        benchmark.shards = 4;
        benchmark.iterationType(new IterationParams(IterationType.WARMUP, 1, TimeValue.NONE, 1));
        assertThat(benchmark.trialSpec().get(ClientSettings.DOCS)).isEqualTo(3_000L);
        assertThat(benchmark.trialSpec().get(ClientSettings.DOCS) / (double) benchmark.spec().get(ClientSettings.DOCS))
                .isEqualTo(TrialBenchmark.WARMUP_SHARE);
        benchmark.iterationType(new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.NONE, 1));
        assertThat(benchmark.trialSpec()).isEqualTo(benchmark.spec());
    }
}
