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

    @Test
    void aClaimSharingAnothersRowsNamesItsCsvAndPlanByTheOther(@TempDir Path dir) throws Exception {
        String sharer = """
                  - id: defaults
                    source: A publisher
                    statement: "8.11 indexes faster"
                    experiment:
                      sweep: %s
                      rows_of: %s
                      baseline: {shards: 1}
                      comparisons:
                        - {contender: {shards: 2}}
                    primary_metric: docs_per_s
                    expected_direction: higher
                """;
        String shards = CLAIM.formatted("merge_time_s");
        Path file = Files.writeString(dir.resolve("claims.yaml"),
                shards + sharer.formatted("reports/claims/sweeps/shards.yaml", "shards"));
        ClaimRegistry registry = ClaimRegistry.read(file);
        assertThat(registry.find("defaults").orElseThrow().rowsId()).isEqualTo("shards");
        assertThat(registry.find("shards").orElseThrow().rowsId()).isEqualTo("shards");
        assertThat(ClaimPlanFile.of(dir, registry.find("defaults").orElseThrow())).hasFileName("shards.plan.yaml");
        // the sharer must name a claim of the same sweep file
        Files.writeString(file, shards + sharer.formatted("reports/claims/sweeps/other.yaml", "shards"));
        assertThatThrownBy(() -> ClaimRegistry.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("claim defaults: rows_of: 'shards' is not a claim of the same sweep file");
        Files.writeString(file, shards + sharer.formatted("reports/claims/sweeps/shards.yaml", "nothing"));
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("rows_of: 'nothing'");
    }
}
