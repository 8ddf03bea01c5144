package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import ingestlab.results.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        assertThat(withMode(dir, null).design()).isEqualTo(Design.SEQUENTIAL);
        assertThat(withMode(dir, "sequential").design()).isEqualTo(Design.SEQUENTIAL);
        assertThat(withMode(dir, "duet").design()).isEqualTo(Design.DUET);
        assertThatThrownBy(() -> withMode(dir, "trio")).hasMessageContaining("claim shards")
                .hasMessageContaining("mode: 'trio' is not allowed (sequential, duet)");
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

    /** Registry v3's top names the design, window and margin; a claim may name its own. */
    @Test
    void aClaimTakesTheRegistrysDesignWindowAndMarginUnlessItNamesItsOwn(@TempDir Path dir) throws Exception {
        String top = "design: pinned\nwindow: docs_per_s_settled\nmargin: 0.04\n";
        Path file = Files.writeString(dir.resolve("claims.yaml"), top + CLAIM.formatted("merge_time_s"));
        Claim claim = ClaimRegistry.read(file).find("shards").orElseThrow();
        assertThat(claim.design()).isEqualTo(Design.PINNED);
        assertThat(claim.margin()).isEqualTo(0.04);
        assertThat(claim.comparisons()).extracting(ClaimComparison::metric)
                .containsExactly(Metric.DOCS_PER_S_SETTLED, Metric.MERGE_TIME_S);
        String own = CLAIM.formatted("merge_time_s").replace("    experiment:\n",
                "    margin: 0.1\n    experiment:\n      design: duet\n      window: docs_per_s\n");
        claim = ClaimRegistry.read(Files.writeString(file, top + own)).find("shards").orElseThrow();
        assertThat(claim.design()).isEqualTo(Design.DUET);
        assertThat(claim.margin()).isEqualTo(0.1);
        assertThat(claim.primaryMetric()).isSameAs(Metric.DOCS_PER_S);
        Files.writeString(file, "window: docs_per_cpu_s\n" + CLAIM.formatted("merge_time_s"));
        assertThatThrownBy(() -> ClaimRegistry.read(file))
                .hasMessageContaining("window: 'docs_per_cpu_s' is not allowed (docs_per_s, docs_per_s_settled)");
    }

    @Test
    void registryThreeStatesItsRegistrationItsRulesAndOneControl(@TempDir Path dir) throws Exception {
        // the text block's lines keep their indentation past its closing delimiter's: comparisons at 8, rounds at 6
        String claim = CLAIM.formatted("merges").replace("expected_direction: lower}\n",
                "expected_direction: lower}\n      rounds: 5\n");
        Path file = Files.writeString(dir.resolve("claims.yaml"), "registry: 3\n" + claim);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("registered_at:")
                .hasMessageContaining("registered_commit:");
        String registered = "registry: 3\nregistered_at: 2026-11-27T00:00:00Z\nregistered_commit: abc1234\n";
        // two directional comparisons (docs/s higher, merges lower): holm_m 2
        String rules = ClaimRegistryFixture.v3Rules(2, 360, 5);
        Files.writeString(file, registered + rules + claim + ClaimRegistryFixture.CONTROL);
        assertThat(ClaimRegistry.read(file).version()).isEqualTo(3);

        Files.writeString(file, registered + rules + claim);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("one A/A control")
                .hasMessageContaining("not 0");
        Files.writeString(file, registered + rules + claim + ClaimRegistryFixture.CONTROL
                + ClaimRegistryFixture.CONTROL.replace("id: aa", "id: aa-again"));
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("one A/A control")
                .hasMessageContaining("not 2");
        for (String field : List.of("design", "window", "margin", "significance", "holm_m", "budget_minutes",
                "order_seed", "min_rounds", "target_half_width")) {
            String without = rules.lines().filter(l -> !l.startsWith(field + ":")).map(l -> l + "\n")
                    .reduce("", String::concat);
            Files.writeString(file, registered + without + claim + ClaimRegistryFixture.CONTROL);
            assertThatThrownBy(() -> ClaimRegistry.read(file)).as(field).hasMessageContaining(field + ":");
        }
        Files.writeString(file, registered + rules.replace("holm_m: 2", "holm_m: 3") + claim
                + ClaimRegistryFixture.CONTROL);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("holm_m: is '3'")
                .hasMessageContaining("hold 2 directional comparisons");
        Files.writeString(file, registered + rules.replace("significance: holm", "significance: unadjusted") + claim
                + ClaimRegistryFixture.CONTROL);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("significance: holm");
        Files.writeString(file, registered + rules + claim.replace("rounds: 5", "rounds: 3")
                + ClaimRegistryFixture.CONTROL);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("claim shards")
                .hasMessageContaining("rounds:");
    }
}
