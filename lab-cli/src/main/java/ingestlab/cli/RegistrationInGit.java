package ingestlab.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Registry v3's registration held against git's history, which the registry cannot forge: the commit that added the
 * registry file must be no later than its {@code registered_at:} (rows count from then, so the rules they are judged by
 * were committed before any of them), and the file must be unchanged since that commit (an amendment after the
 * registration would judge rows by rules written after them). A folder that is not a git checkout (a release archive)
 * has no history to hold it against, and is said to be unchecked.
 */
final class RegistrationInGit {
    private RegistrationInGit() {}

    /** What git says of the registration: agreed, contradicted (with why), or not checkable (with why). */
    record Finding(boolean checked, Optional<String> problem) {
        static Finding agrees() {
            return new Finding(true, Optional.empty());
        }
    }

    /** Holds {@code registry} (a file under {@code home}) and its {@code registeredAt} against git's history. */
    static Finding check(Path home, Path registry, Instant registeredAt) throws IOException, InterruptedException {
        String file = home.toAbsolutePath().normalize().relativize(registry.toAbsolutePath().normalize()).toString();
        Result inside = git(home, "rev-parse", "--is-inside-work-tree");
        if (inside.exit() != 0) {
            return new Finding(false, Optional.of("not a git checkout, so the registration is not held against a "
                    + "history"));
        }
        Result added = git(home, "log", "--diff-filter=A", "--format=%H %cI", "--", file);
        List<String> adds = added.lines();
        if (added.exit() != 0 || adds.isEmpty()) {
            return new Finding(true, Optional.of(file + " is not committed: a registry is registered by its commit"));
        }
        String[] first = adds.getLast().split(" ", 2); // git log lists the newest first
        Instant committed = OffsetDateTime.parse(first[1]).toInstant();
        if (committed.isAfter(registeredAt)) {
            return new Finding(true, Optional.of(file + " was committed at " + committed + " (" + first[0]
                    .substring(0, 7) + "), after its registered_at " + registeredAt + ": rows between the two would "
                    + "pass as fresh"));
        }
        Result changed = git(home, "diff", "--quiet", first[0], "--", file);
        if (changed.exit() != 0) {
            return new Finding(true, Optional.of(file + " differs from the commit that registered it (" + first[0]
                    .substring(0, 7) + "): a registry is not amended after its registration"));
        }
        return Finding.agrees();
    }

    private record Result(int exit, List<String> lines) {}

    private static Result git(Path home, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-C", home.toString()));
        command.addAll(List.of(args));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) { // no git on this machine: as a folder outside a checkout
            return new Result(-1, List.of());
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Result(-1, List.of());
        }
        return new Result(process.exitValue(), out.lines().filter(l -> !l.isBlank()).toList());
    }
}
