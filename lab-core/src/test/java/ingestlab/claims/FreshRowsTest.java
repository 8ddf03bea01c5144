package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registry v3 judges only rows recorded after its registration, and sets v2's verdicts beside its own. */
class FreshRowsTest {
    @Test
    void aRowOlderThanTheRegistryIsRefusedInOneLine(@TempDir Path home) throws Exception {
        Path v3csv = ClaimRegistryFixture.registries(home);
        ClaimRegistryFixture.rows(home.resolve(ClaimRegistry.PATH).resolveSibling("shards.csv"),
                "2026-11-25T20:00:00Z");
        ClaimRegistryFixture.rows(v3csv, "2026-11-27T05:59:59Z");
        assertThatThrownBy(() -> ClaimsReport.of(home).markdown()).isInstanceOf(StaleRow.class)
                .hasMessage(v3csv.toAbsolutePath() + ": row 1 (trial 1, started 2026-11-27T05:59:59Z) is older than the "
                        + "registry (registered 2026-11-27T06:00:00Z at abc1234): a verdict uses only rows recorded "
                        + "after it");
        ClaimRegistryFixture.rows(v3csv, "2026-11-27T06:00:01Z");
        String markdown = ClaimsReport.of(home).markdown();
        assertThat(markdown).contains("Registry v3, registered 2026-11-27T06:00:00Z at commit abc1234")
                .contains("## Superseded (registry v2)").contains("](claims/v3/shards.png)");
        assertThat(markdown.lines().filter(l -> l.startsWith("| shards ") && l.contains("→")).count())
                .as("v3's row in the summary, v2's in the superseded table").isEqualTo(2);
    }
}
