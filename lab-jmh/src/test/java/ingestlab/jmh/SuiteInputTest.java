package ingestlab.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/**
 * What the suite checks before any fork starts: bad properties are one line naming the property, the value and what
 * is allowed; every benchmark's {@link FactorActs} parses and names a metric the profiler reports; the rounds' rows
 * start with the baseline.
 */
class SuiteInputTest {
    @AfterEach
    void clearProperties() {
        for (String name : List.of("jmh.include", "jmh.params", "jmh.docs", "jmh.forks")) {
            System.clearProperty(name);
        }
    }

    @Test
    void anIncludePatternThatMatchesNoBenchmarkIsRefused() {
        System.setProperty("jmh.include", "ShardCount,NoSuchBenchmark");
        assertThatThrownBy(() -> SuiteInput.fromProperties().benchmarks()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("jmh.include: 'NoSuchBenchmark' matches no benchmark; they are: ")
                .hasMessageContaining("ingestlab.jmh.ShardCountBenchmark.index").hasMessageNotContaining("\n");
    }

    @Test
    void aParamNoBenchmarkThatRunsDeclaresIsRefused() {
        System.setProperty("jmh.include", "ShardCount");
        System.setProperty("jmh.params", "refresh=1s");
        assertThatThrownBy(() -> SuiteInput.fromProperties().benchmarks()).hasMessage(
                "jmh.params: no benchmark that runs declares 'refresh'; they declare: buffer, docs, shards");
    }

    @Test
    void anEnumParamTakesOnlyItsConstantsNames() {
        System.setProperty("jmh.include", "Codec");
        System.setProperty("jmh.params", "codec=zstd");
        assertThatThrownBy(() -> SuiteInput.fromProperties().benchmarks()).hasMessageStartingWith(
                "jmh.params: codec 'zstd' is not one of DEFAULT, BEST_COMPRESSION, ZSTD");
    }

    @Test
    void documentsMustBeAWholeNumber() {
        System.setProperty("jmh.docs", "lots");
        assertThatThrownBy(SuiteInput::fromProperties).hasMessage(
                "jmh.docs: 'lots' is not a whole number of documents (1 or more)");
        System.setProperty("jmh.docs", "0");
        assertThatThrownBy(SuiteInput::fromProperties).hasMessageStartingWith("jmh.docs: '0'");
        System.setProperty("jmh.docs", "5000");
        assertThat(SuiteInput.fromProperties().params()).containsEntry("docs", List.of("5000"));
    }

    @Test
    void roundsStartWithTheBaselineInDeclaredOrder() {
        System.setProperty("jmh.include", "ShardCount");
        System.setProperty("jmh.params", "shards=8,1");
        SuiteInput input = SuiteInput.fromProperties();
        BenchmarkListEntry entry = input.benchmarks().get(0);
        List<Map<String, String>> rows = ForkRounds.combinations(entry, input.params());
        assertThat(rows).extracting(r -> r.get("shards")).containsExactly("8", "1");
        assertThat(rows).allSatisfy(r -> assertThat(r).containsEntry("buffer", "4mb").containsKey("docs"));
    }

    /** Every lab benchmark declares when its factor acts, in a form the forks can check. */
    @Test
    void everyBenchmarkDeclaresConditionsTheForksCanCheck() {
        for (BenchmarkListEntry entry : SuiteInput.fromProperties().benchmarks()) {
            assertThat(FactorConditions.ofBenchmark(entry.getUsername()).conditions()).as(entry.getUsername())
                    .isNotEmpty();
        }
        FactorConditions shards = FactorConditions.of(ShardCountBenchmark.class);
        assertThat(shards.asks(p -> "1")).isFalse();
        assertThat(shards.asks(p -> "2")).isTrue();
        FactorConditions harness = FactorConditions.of(HarnessOverheadBenchmark.class);
        assertThat(harness.asks(p -> "LAB_CONTROLLER")).isTrue();
        assertThat(harness.asks(p -> "BARE")).isFalse();
    }

    @FactorActs("controller_writes at least 3")
    static class Malformed {}

    @FactorActs("elapsed_s > 10")
    static class NotReported {}

    @Test
    void aMalformedDeclarationIsRefusedNamingTheClass() {
        assertThatThrownBy(() -> FactorConditions.of(Malformed.class)).hasMessageStartingWith(
                "Malformed @FactorActs: 'controller_writes at least 3' is not a condition");
        assertThatThrownBy(() -> FactorConditions.of(NotReported.class)).hasMessage(
                "NotReported @FactorActs: 'elapsed_s' is not a metric the profiler reports (TrialMetricsProfiler.METRICS)");
    }
}
