package ingestlab.cli;

import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimsReport;
import ingestlab.claims.StaleRow;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code lab claims report}: reports/claims.md and the charts, or --check that it is current. */
@Command(name = "report", mixinStandardHelpOptions = true, description = "Write reports/claims.md (and each "
        + "run claim's chart) from the committed CSVs; --check recomputes it and fails if the file differs. Either "
        + "fails if registry v3 holds a row older than its registration, or if git's history contradicts the "
        + "registration (the registry committed after its registered_at, or changed since).")
final class ClaimsReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--check", description = "Write nothing; exit 1 if reports/claims.md differs from what the "
            + "CSVs give.")
    boolean check;

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cli = spec.commandLine();
        Path v3 = LabHome.path().resolve(ClaimRegistry.V3_PATH);
        if (Files.isRegularFile(v3)) {
            Integer contradicted = registration(cli, v3);
            if (contradicted != null) {
                return contradicted;
            }
        }
        ClaimsReport report;
        String text;
        try {
            report = ClaimsReport.of(LabHome.path());
            text = report.markdown();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, "lab claims: cannot read the registry: " + e.getMessage());
        } catch (StaleRow e) { // a row older than registry v3, in one line
            cli.getErr().println(e.getMessage());
            return OneLineErrors.FAILED;
        }
        Path target = LabHome.path().resolve("reports/claims.md");
        if (check) {
            boolean same = Files.isRegularFile(target)
                    && Files.readString(target, StandardCharsets.UTF_8).equals(text);
            (same ? cli.getOut() : cli.getErr()).println(same ? target + " is current"
                    : target + " differs from what the claims' CSVs give: run lab claims report");
            return same ? 0 : OneLineErrors.FAILED;
        }
        Files.writeString(target, text, StandardCharsets.UTF_8);
        report.writeCharts();
        cli.getOut().println("Wrote " + target);
        return 0;
    }

    /** Holds registry v3's registration against git: exit 1 with one line when git contradicts it, else null. */
    private static Integer registration(CommandLine cli, Path v3) throws IOException, InterruptedException {
        java.util.Optional<java.time.Instant> at;
        try {
            at = ClaimRegistry.read(v3).registeredAt();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, "lab claims: cannot read the registry: " + e.getMessage());
        }
        if (at.isEmpty()) {
            return null;
        }
        RegistrationInGit.Finding finding = RegistrationInGit.check(LabHome.path(), v3, at.get());
        if (!finding.checked()) {
            cli.getOut().println("Note: " + finding.problem().orElse(""));
            return null;
        }
        if (finding.problem().isPresent()) {
            cli.getErr().println(finding.problem().get());
            return OneLineErrors.FAILED;
        }
        return null;
    }
}
