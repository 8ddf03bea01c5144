package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
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

    @Test
    void anUnknownMetricFailsTheLoadNamingClaimAndName(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("claims.yaml"), CLAIM.formatted("merge_seconds"));
        assertThatThrownBy(() -> ClaimRegistry.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("claim shards").hasMessageContaining("'merge_seconds'");
    }
}
