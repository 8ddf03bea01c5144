package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimRegistryFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Registry v3's registration held against a real git history, made in a temp folder with set commit times. */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class RegistrationInGitTest {
    private static final Instant REGISTERED = Instant.parse(ClaimRegistryFixture.REGISTERED_AT);

    @Test
    void aRegistryCommittedBeforeItsRegisteredAtAndUnchangedAgrees(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        commit(home, "2026-11-27T05:59:00Z");
        assertThat(RegistrationInGit.check(home, registry(home), REGISTERED)).isEqualTo(RegistrationInGit.Finding
                .agrees());
    }

    @Test
    void aRegistryCommittedAfterItsRegisteredAtIsContradicted(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        commit(home, "2026-11-27T06:30:00Z");
        RegistrationInGit.Finding finding = RegistrationInGit.check(home, registry(home), REGISTERED);
        assertThat(finding.checked()).isTrue();
        assertThat(finding.problem()).get().asString().contains("committed at 2026-11-27T06:30:00Z")
                .contains("after its registered_at 2026-11-27T06:00:00Z");
    }

    @Test
    void aRegistryChangedSinceItsRegistrationIsContradictedCommittedOrNot(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        commit(home, "2026-11-27T05:59:00Z");
        Files.writeString(registry(home), Files.readString(registry(home)).replace("rounds: 5", "rounds: 6"));
        assertThat(RegistrationInGit.check(home, registry(home), REGISTERED).problem()).get().asString()
                .contains("differs from the commit that registered it");
        commit(home, "2026-11-27T07:00:00Z");
        assertThat(RegistrationInGit.check(home, registry(home), REGISTERED).problem()).get().asString()
                .contains("not amended after its registration");
    }

    @Test
    void anUncommittedRegistryOrAFolderOutsideGitSaySo(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        RegistrationInGit.Finding outside = RegistrationInGit.check(home, registry(home), REGISTERED);
        assertThat(outside.checked()).isFalse();
        assertThat(outside.problem()).get().asString().contains("not a git checkout");
        git(home, null, "init", "-q");
        RegistrationInGit.Finding uncommitted = RegistrationInGit.check(home, registry(home), REGISTERED);
        assertThat(uncommitted.checked()).isTrue();
        assertThat(uncommitted.problem()).get().asString().contains("is not committed");
    }

    private static Path registry(Path home) {
        return home.resolve(ClaimRegistry.V3_PATH);
    }

    private static void commit(Path home, String at) throws Exception {
        if (!Files.isDirectory(home.resolve(".git"))) {
            git(home, null, "init", "-q");
        }
        git(home, null, "add", "-A");
        git(home, at, "-c", "user.name=lab", "-c", "user.email=lab@example.org", "commit", "-q", "-m", "at " + at);
    }

    private static void git(Path home, String at, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", home.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (at != null) {
            builder.environment().put("GIT_COMMITTER_DATE", at);
            builder.environment().put("GIT_AUTHOR_DATE", at);
        }
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(String.join(" ", command) + ": " + out).isZero();
    }
}
