package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.claims.ClaimRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab claims report --check} on a lab whose registry v3 holds a row older than its registration. */
@org.junit.jupiter.api.parallel.Isolated("changes JVM-wide state: System.err or system properties")
class ClaimsStaleRowTest {
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

    private final String previousHome = System.getProperty("lab.home");

    @AfterEach
    void restoreLabHome() {
        if (previousHome == null) {
            System.clearProperty("lab.home");
        } else {
            System.setProperty("lab.home", previousHome);
        }
    }

    @Test
    void anOlderRowFailsTheCheckInOneLine(@TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("reports/claims/v3"));
        Files.writeString(home.resolve(ClaimRegistry.PATH), "registry: 2\n" + CLAIM);
        Files.writeString(home.resolve(ClaimRegistry.V3_PATH), "registry: 3\nregistered_at: 2026-11-27T06:00:00Z\n"
                + "registered_commit: abc1234\n" + CLAIM);
        Files.writeString(home.resolve("reports/claims/v3/shards.csv"), "trial,status,warmup,shards,docs_per_s,started_at\n"
                + "1,ok,false,1,1000,2026-11-27T05:00:00Z\n1,ok,false,2,1500,2026-11-27T06:01:00Z\n");
        System.setProperty("lab.home", home.toString());
        CliRun run = CliRun.of("claims", "report", "--check");
        assertThat(run.exitCode()).isEqualTo(OneLineErrors.FAILED);
        assertThat(run.err().strip()).doesNotContain("\n").contains("shards.csv: row 1 (trial 1, started "
                + "2026-11-27T05:00:00Z) is older than the registry (registered 2026-11-27T06:00:00Z at abc1234)");
        assertThat(home.resolve("reports/claims.md")).doesNotExist();
    }
}
