package ingestlab.cli;

import ingestlab.claims.Claim;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code lab claims list}. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Each claim: id, source, the claim in one line, "
        + "factor, primary metric.")
final class ClaimsListCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Claim claim : ClaimsCommand.registry(spec.commandLine()).claims()) {
            out.printf(Locale.ROOT, "%-18s %s%n%-18s   %s%n%-18s   factor %s; metric %s%n", claim.id(),
                    claim.source(), "", claim.shortStatement(100), "", claim.factor(), claim.primaryMetric());
        }
        out.flush();
        return 0;
    }
}
