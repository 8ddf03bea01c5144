package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.claims.ClaimRegistryFixture;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab claims report --check} on a lab whose registry v3 holds a row older than its registration. */
@org.junit.jupiter.api.parallel.Isolated("changes JVM-wide state: System.err or system properties")
@ExtendWith(LabHomeRestored.class)
class ClaimsStaleRowTest {
    @Test
    void anOlderRowFailsTheCheckInOneLine(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.rows(ClaimRegistryFixture.registries(home), "2026-11-27T05:00:00Z");
        System.setProperty("lab.home", home.toString());
        CliRun run = CliRun.of("claims", "report", "--check");
        assertThat(run.exitCode()).isEqualTo(OneLineErrors.FAILED);
        assertThat(run.err().strip()).doesNotContain("\n").contains("shards.csv: row 1 (trial 1, started "
                + "2026-11-27T05:00:00Z) is older than the registry (registered 2026-11-27T06:00:00Z at abc1234)");
        assertThat(home.resolve("reports/claims.md")).doesNotExist();
    }
}
