package ingestlab.cli;

import ingestlab.claims.ClaimRegistry;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code lab claims}: the published tuning claims of the registry (registry v3, {@code reports/claims/v3/claims.yaml},
 * once registered; before it, registry v2, {@code reports/claims/claims.yaml}), each a pre-registered experiment with
 * a computed verdict. Each subcommand is a class of its own; the work is lab-core's ({@code ingestlab.claims}).
 */
@Command(name = "claims", mixinStandardHelpOptions = true, description = {
    "Published indexing-tuning claims as pre-registered experiments (reports/claims/v3/claims.yaml once registered, "
            + "else reports/claims/claims.yaml): list them, run them, and compute each verdict into "
            + "reports/claims.md."},
        subcommands = {ClaimsListCommand.class, ClaimsRunCommand.class, ClaimsReportCommand.class})
final class ClaimsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The registry file {@code option} names (a draft's, for its pilot), read; one line and exit 2 if it cannot be. */
    static ClaimRegistry registry(CommandLine cli, String option, Path file) {
        try {
            return ClaimRegistry.read(file);
        } catch (IOException | IllegalArgumentException e) {
            throw BadInput.option(cli, option, "'" + file + "' cannot be read: " + e.getMessage());
        }
    }

    /** The lab's current registry, or bad input saying why it cannot be read. */
    static ClaimRegistry registry(CommandLine cli) {
        try {
            return ClaimRegistry.current(LabHome.path());
        } catch (IOException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, "lab claims: cannot read the registry: " + e.getMessage());
        }
    }
}
