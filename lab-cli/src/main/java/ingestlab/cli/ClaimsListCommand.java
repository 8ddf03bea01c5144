package ingestlab.cli;

import ingestlab.claims.Claim;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code lab claims list}. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Each claim: id, source, the claim in one line, "
        + "factor, primary metric.")
final class ClaimsListCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--registry", paramLabel = "FILE", description = "List this registry (a draft's, e.g. "
            + "reports/claims/v3-draft/claims.yaml) instead of the lab's current one.")
    Path registryFile;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        var registry = registryFile == null ? ClaimsCommand.registry(spec.commandLine())
                : ClaimsCommand.registry(spec.commandLine(), "--registry", registryFile);
        for (Claim claim : registry.claims()) {
            out.printf(Locale.ROOT, "%-18s %s%n%-18s   %s%n%-18s   factor %s; metric %s%n", claim.id(),
                    claim.source(), "", claim.shortStatement(100), "", claim.factor(), claim.primaryMetric());
        }
        out.flush();
        return 0;
    }
}
