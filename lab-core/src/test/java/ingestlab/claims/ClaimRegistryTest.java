package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import ingestlab.sweep.SweepMode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClaimRegistryTest {
    private static final String CLAIM = """
            claims:
              - id: shards
                source: A publisher
                statement: "more shards index faster"
                experiment:
                  sweep: reports/claims/sweeps/shards.yaml
                  baseline: {shards: 1}
                  comparisons:
                    - {contender: {shards: 2}}
                    - {contender: {shards: 2}, metric: %s, expected_direction: lower}
                primary_metric: docs_per_s
                expected_direction: higher
            """;

    @Test
    void comparisonsNameTheirMetricsDeclaration(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("claims.yaml"), CLAIM.formatted("merge_time_s"));
        Claim claim = ClaimRegistry.read(file).find("shards").orElseThrow();
        assertThat(claim.primaryMetric()).isSameAs(Metric.DOCS_PER_S);
        assertThat(claim.comparisons()).extracting(ClaimComparison::metric)
                .containsExactly(Metric.DOCS_PER_S, Metric.MERGE_TIME_S);
    }

    /** The claim, with its experiment saying {@code mode} ({@code null}: saying none). */
    private static Claim withMode(Path dir, String mode) throws Exception {
        String yaml = CLAIM.formatted("merge_time_s");
        if (mode != null) {
            yaml = yaml.replace("    experiment:\n", "    experiment:\n      mode: " + mode + "\n");
        }
        return ClaimRegistry.read(Files.writeString(dir.resolve("claims.yaml"), yaml)).find("shards").orElseThrow();
    }

    @Test
    void theRegistryRecordsEachClaimsModeSequentialUnlessItSaysDuet(@TempDir Path dir) throws Exception {
        assertThat(withMode(dir, null).mode()).isEqualTo(SweepMode.SEQUENTIAL);
        assertThat(withMode(dir, "sequential").mode()).isEqualTo(SweepMode.SEQUENTIAL);
        assertThat(withMode(dir, "duet").mode()).isEqualTo(SweepMode.DUET);
        assertThatThrownBy(() -> withMode(dir, "trio")).hasMessageContaining("claim shards")
                .hasMessageContaining("mode 'trio' is not allowed (allowed: sequential, duet)");
        Path registry = Path.of("..").resolve(ClaimRegistry.PATH);
        assertThat(Files.readString(registry).lines().filter(line -> line.trim().startsWith("mode: ")).count())
                .as("every registered claim states its mode")
                .isEqualTo(ClaimRegistry.read(registry).claims().size());
    }

    @Test
    void anUnknownMetricFailsTheLoadNamingClaimAndName(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("claims.yaml"), CLAIM.formatted("merge_seconds"));
        assertThatThrownBy(() -> ClaimRegistry.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("claim shards").hasMessageContaining("'merge_seconds'");
    }
}
