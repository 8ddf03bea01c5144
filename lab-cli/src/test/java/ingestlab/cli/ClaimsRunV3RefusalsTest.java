package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.claims.ClaimRegistryFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lab claims run} on registry v3 refuses, in one line and before any trial, what would break its blocks: a
 * subset of claims, and a run without {@code --resume} over claim files that already hold rows of the suite.
 */
@org.junit.jupiter.api.parallel.Isolated("changes JVM-wide state: System.err or system properties")
@ExtendWith(LabHomeRestored.class)
class ClaimsRunV3RefusalsTest {
    @Test
    void claimIdsAreRefusedOnRegistryThree(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        System.setProperty("lab.home", home.toString());
        CliRun run = CliRun.of("claims", "run", "shards");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).doesNotContain("\n").contains("'shards' is not allowed with registry v3")
                .contains("--all");
        assertThat(home.resolve("reports/claims/v3/shards.csv")).doesNotExist();
    }

    @Test
    void aRunWithoutResumeOverHeldRowsIsRefused(@TempDir Path home) throws Exception {
        Path csv = ClaimRegistryFixture.registries(home);
        ClaimRegistryFixture.rows(csv, "2026-11-27T07:00:00Z");
        byte[] before = Files.readAllBytes(csv);
        System.setProperty("lab.home", home.toString());
        CliRun run = CliRun.of("claims", "run", "--all");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).doesNotContain("\n").contains("--resume").contains("shards.csv")
                .contains("already hold rows");
        assertThat(Files.readAllBytes(csv)).as("nothing appended").isEqualTo(before);
    }

    @Test
    void aDraftsPilotNeedsAFolderOfItsOwn(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        System.setProperty("lab.home", home.toString());
        Path draft = home.resolve("reports/claims/v3/claims.yaml");
        CliRun alone = CliRun.of("claims", "run", "--all", "--registry", draft.toString());
        assertThat(alone.exitCode()).isEqualTo(2);
        assertThat(alone.err().strip()).doesNotContain("\n").contains("--registry").contains("--into DIR");
        CliRun beside = CliRun.of("claims", "run", "--all", "--registry", draft.toString(), "--into",
                home.resolve("reports/claims/v3").toString());
        assertThat(beside.exitCode()).isEqualTo(2);
        assertThat(beside.err().strip()).doesNotContain("\n").contains("--into").contains("older than its registration");
        Path pilot = home.resolve("reports/claims/v3-pilot");
        CliRun missing = CliRun.of("claims", "run", "--all", "--registry", home.resolve("nope.yaml").toString(),
                "--into", pilot.toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err().strip()).doesNotContain("\n").contains("--registry").contains("nope.yaml");
        assertThat(pilot).as("nothing written on bad input").doesNotExist();
    }
}
