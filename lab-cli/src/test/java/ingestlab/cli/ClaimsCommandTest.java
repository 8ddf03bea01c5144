package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimRegistryFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab claims} on the committed registry and report (the lab's folder is the module's parent). */
@org.junit.jupiter.api.parallel.Isolated("changes JVM-wide state: System.err or system properties")
@ExtendWith(LabHomeRestored.class)
class ClaimsCommandTest {
    @BeforeAll
    static void labHomeIsTheRepository() {
        System.setProperty("lab.home", "..");
    }

    @Test
    void listShowsEveryClaimOfTheRegistry() throws Exception {
        CliRun run = CliRun.of("claims", "list");
        assertThat(run.exitCode()).as(run.err()).isZero();
        // the current registry: v3 once reports/claims/v3/claims.yaml exists, else v2
        ClaimRegistry registry = ClaimRegistry.current(Path.of(".."));
        assertThat(registry.claims()).hasSizeGreaterThanOrEqualTo(14);
        registry.claims().forEach(c -> assertThat(run.out()).contains(c.id(), c.source(), c.primaryMetric().column()));
    }

    @Test
    void listShowsARegistryGivenByFileAndRefusesOneItCannotRead(@TempDir Path dir) throws Exception {
        // a registry of one claim the lab's own has not: three lines, that claim's
        Path home = dir.resolve("home");
        ClaimRegistryFixture.registries(home);
        CliRun one = CliRun.of("claims", "list", "--registry", home.resolve(ClaimRegistry.PATH).toString());
        assertThat(one.exitCode()).as(one.err()).isZero();
        assertThat(one.out().lines()).hasSize(3).first().asString().startsWith("shards ");
        // the committed v3 draft reads, every claim listed
        Path draft = Path.of("..").resolve("reports/claims/v3-draft/claims.yaml");
        CliRun run = CliRun.of("claims", "list", "--registry", draft.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        ClaimRegistry registry = ClaimRegistry.read(draft);
        assertThat(run.out().lines()).hasSize(3 * registry.claims().size());
        registry.claims().forEach(c -> assertThat(run.out()).contains(c.id(), c.source(), c.primaryMetric().column()));
        assertThat(CliRun.of("claims", "list", "--registry", "no/such.yaml").refusal())
                .contains("--registry", "'no/such.yaml' cannot be read");
    }

    @Test
    void everySweepFileTheRegistryNamesIsItsOwnOrTheOneItSharesRowsOf() throws Exception {
        ClaimRegistry registry = ClaimRegistry.read(Path.of("..").resolve(ClaimRegistry.PATH));
        registry.claims().forEach(c -> assertThat(c.sweep()).isEqualTo("reports/claims/sweeps/" + c.rowsId() + ".yaml"));
        registry.claims().stream().filter(c -> c.sweep().startsWith("reports/claims/"))
                .forEach(c -> assertThat(Path.of("..").resolve(c.sweep())).isRegularFile());
    }

    @Test
    void theCommittedReportIsWhatTheCommittedCsvsGive() {
        CliRun run = CliRun.of("claims", "report", "--check");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("is current");
    }

    @Test
    void anUnknownClaimIsRefused() {
        assertThat(CliRun.of("claims", "run", "no-such-claim").refusal()).contains("no-such-claim", "refresh-interval");
        assertThat(CliRun.of("claims", "run").refusal()).contains("--all");
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES) // four forked trials of 3,000 documents
    void quickRunsOneClaimEndToEndIntoATempFolder() throws Exception {
        CliRun run = CliRun.of("claims", "run", "--quick");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("dataset nyc_taxis → dataset geopoint, docs_per_s: effect", "over 2 rounds");
        String csv = run.out().lines().filter(l -> l.startsWith("Quick run's rows in ")).findFirst().orElseThrow()
                .substring("Quick run's rows in ".length());
        assertThat(Path.of(csv)).isRegularFile();
        assertThat(Path.of(csv).startsWith(Path.of("..").toAbsolutePath().normalize())).isFalse();
        assertThat(Files.readAllLines(Path.of(csv))).hasSize(5); // header and four trials
    }
}
