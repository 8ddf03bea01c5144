package ingestlab.cli;

import ingestlab.claims.Claim;
import ingestlab.claims.ClaimByClaim;
import ingestlab.claims.ClaimRunner;
import ingestlab.claims.JudgedComparison;
import ingestlab.claims.RegistryRules;
import ingestlab.fork.CannotPin;
import ingestlab.results.Design;
import ingestlab.results.ResultFiles;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialProgress;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/** What {@code lab claims run} prints before registry v3, and with --quick: each claim's sweep as lab sweep prints it. */
final class ClaimsConsole implements ClaimByClaim.Console {
    private final CommandLine cli;
    private final RegistryRules rules;
    private final boolean resume;
    private final SweepPlan.Slice slice;
    private final int quickDocs;
    private int worst;
    private int rounds;

    /** @param quickDocs the documents of a quick run, or 0 */
    ClaimsConsole(CommandLine cli, RegistryRules rules, boolean resume, SweepPlan.Slice slice, int quickDocs) {
        this.cli = cli;
        this.rules = rules;
        this.resume = resume;
        this.slice = slice;
        this.quickDocs = quickDocs;
    }

    /** The exit code the run deserves: the worst of its claims'. */
    int worst() {
        return worst;
    }

    @Override
    public void claim(Claim claim, int rounds, ClaimRunner runner) {
        this.rounds = rounds;
        PrintWriter out = cli.getOut();
        out.printf("Claim %s: sweep --file %s --out %s --trials %d%s%s%s%s%n", claim.id(), runner.sweepFile(claim),
                runner.csv(claim), rounds, claim.design() == Design.DUET ? " --duet" : "",
                quickDocs > 0 ? " --docs " + quickDocs : "", resume ? " --resume" : "",
                slice != null ? " --partition " + slice : "");
        if (quickDocs == 0) {
            out.printf("  a pilot of %d rounds, then the rounds its spread needs for a %s half-width (at most %d), "
                    + "fixed in %s.plan.yaml%n", rounds, Math.round(rules.targetHalfWidth() * 100) + "%",
                    Math.max(claim.maxRounds(), rounds), claim.rowsId());
        }
        out.flush();
    }

    @Override
    public void refused(Claim claim, Exception reason) {
        CommandLine.ParameterException bad = switch (reason) {
            case BadSweepInput e -> BadInput.sweep(cli, e);
            case SweepOutput.Refused e -> OutputFileOption.refused(cli, e.path(), e.reason());
            case CannotPin e -> BadInput.option(cli, "ID", "claim " + claim.id() + " is pinned or runs as a duet, and "
                    + e.getMessage());
            default -> BadInput.option(cli, "ID", reason.getMessage());
        };
        cli.getErr().println(cli.getCommandSpec().qualifiedName() + ": " + bad.getMessage());
        cli.getErr().flush();
        worst = Math.max(worst, OneLineErrors.BAD_INPUT);
    }

    @Override
    public void ran(Claim claim, SweepRunner.Summary summary) {
        worst = Math.max(worst, SweepConsole.exitCode(summary));
    }

    @Override
    public void quick(Claim claim, List<JudgedComparison> effects, Path csv) {
        for (JudgedComparison j : effects) {
            cli.getOut().printf(Locale.ROOT, "  %s, %s: effect %.3f over %d rounds%n", j.comparison().label(),
                    j.comparison().metric(), j.effect().mean(), j.effect().rounds());
        }
        cli.getOut().printf("Quick run's rows in %s%n", csv);
    }

    @Override
    public TrialProgress starting(Claim claim, SweepConfigs configs, List<PlannedTrial> plan, SweepOutput output,
                                  String runId) {
        // a planned claim runs its pilot's rounds, then the plan's: say the rounds this sweep runs to
        int through = plan.stream().mapToInt(PlannedTrial::trial).max().orElse(rounds);
        SweepConsole.plan(cli.getOut(), configs, 0, through, plan, slice);
        SweepConsole.starting(cli.getOut(), cli.getErr(), runId, output, resume || !output.done().isEmpty(), null);
        return SweepProgress.create(cli.getErr(), plan.size(), output.done().size(), configs.axes());
    }

    @Override
    public void ended(Claim claim, SweepRunner.Summary summary, ResultFiles files) {
        SweepConsole.ended(cli.getOut(), summary, files);
    }
}
