package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registry v3 judges only rows recorded after its registration, and sets v2's verdicts beside its own. */
class FreshRowsTest {
    private static final String CLAIM = """
            claims:
              - id: shards
                source: S
                statement: "more shards index faster"
                experiment:
                  sweep: shards.yaml
                  baseline: {shards: 1}
                  comparisons:
                    - {contender: {shards: 2}}
                primary_metric: docs_per_s
                expected_direction: higher
            """;

    private static void csv(Path file, String startedAt) throws Exception {
        StringBuilder csv = new StringBuilder("trial,status,warmup,shards,docs_per_s,merges,cpu_s,elapsed_s,started_at\n");
        for (int t = 1; t <= 5; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,0,20,10,%s%n", t, startedAt));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,2,%d,0,20,10,%s%n", t, 1500 + 10 * t, startedAt));
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, csv);
    }

    @Test
    void aRowOlderThanTheRegistryIsRefusedInOneLine(@TempDir Path home) throws Exception {
        Path v2 = home.resolve(ClaimRegistry.PATH);
        Files.createDirectories(home.resolve("reports/claims/v3"));
        Files.writeString(v2, "registry: 2\n" + CLAIM);
        csv(v2.resolveSibling("shards.csv"), "2026-11-25T20:00:00Z");
        Files.writeString(home.resolve(ClaimRegistry.V3_PATH), "registry: 3\nregistered_at: 2026-11-27T06:00:00Z\n"
                + "registered_commit: abc1234\n" + CLAIM);
        Path v3csv = home.resolve("reports/claims/v3/shards.csv");
        csv(v3csv, "2026-11-27T05:59:59Z");
        assertThatThrownBy(() -> ClaimsReport.of(home).markdown()).isInstanceOf(StaleRow.class)
                .hasMessage(v3csv.toAbsolutePath() + ": row 1 (trial 1, started 2026-11-27T05:59:59Z) is older than the "
                        + "registry (registered 2026-11-27T06:00:00Z at abc1234): a verdict uses only rows recorded "
                        + "after it");
        csv(v3csv, "2026-11-27T06:00:01Z");
        String markdown = ClaimsReport.of(home).markdown();
        assertThat(markdown).contains("Registry v3, registered 2026-11-27T06:00:00Z at commit abc1234")
                .contains("## Superseded (registry v2)").contains("](claims/v3/shards.png)");
        assertThat(markdown.lines().filter(l -> l.startsWith("| shards ") && l.contains("→")).count())
                .as("v3's row in the summary, v2's in the superseded table").isEqualTo(2);
    }
}
