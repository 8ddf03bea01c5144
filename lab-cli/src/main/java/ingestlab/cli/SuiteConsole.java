package ingestlab.cli;

import ingestlab.claims.SuiteBlockRunner;
import ingestlab.claims.SuiteBlocks;
import ingestlab.claims.SuiteRun;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialOutcome;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;

/** What {@code lab claims run} prints of registry v3's suite: its plan, then each block and trial on stderr. */
final class SuiteConsole implements SuiteRun.Console {
    private final CommandLine cli;
    private int worst;

    SuiteConsole(CommandLine cli) {
        this.cli = cli;
    }

    /** The exit code the run deserves: failed trials, or stopped before its end by anything but its budget. */
    int worst() {
        return worst;
    }

    private static double minutes(Duration d) {
        return d.toMillis() / 60_000.0;
    }

    @Override
    public void planned(SuiteBlocks plan, Map<String, Path> files, int alreadyThere) {
        cli.getOut().printf("Suite: %d blocks, %d trials over %d claims with the control (at most a round of each claim, "
                + "a claim of fewer rounds spread evenly, and a control pair per block, in a seeded shuffled order); %d already there%n",
                plan.blocks().size(), plan.trials(), files.size(), alreadyThere);
        files.forEach((id, csv) -> cli.getOut().printf("  %-18s rows to %s%n", id, csv));
        cli.getOut().flush();
    }

    @Override
    public void block(SuiteBlocks.Block block, int blocks, Duration spent) {
        cli.getErr().printf(Locale.ROOT, "block %d/%d: %d claims; trial time so far %.1f min%n", block.number(),
                blocks, block.units().size(), minutes(spent));
        cli.getErr().flush();
    }

    @Override
    public void turn(SuiteBlocks.Unit unit) {
        cli.getErr().printf("  %s round %d (%s)%n", unit.claim().id(), unit.round(), unit.claim().design().key());
        cli.getErr().flush();
    }

    @Override
    public void finished(int index, int total, PlannedTrial trial, TrialOutcome outcome) {
        cli.getErr().printf(Locale.ROOT, "    %s: %s%n", trial.config().hash(), outcome.ok()
                ? String.format(Locale.ROOT, "%.0f docs/s in %.1f s", outcome.docsPerSecond(), outcome.seconds())
                : "FAILED: " + outcome.error());
        cli.getErr().flush();
    }

    @Override
    public void ended(SuiteBlockRunner.Outcome outcome) {
        SweepRunner.Summary s = outcome.summary();
        cli.getOut().printf(Locale.ROOT, "%s: %d trial(s) run (%d failed), %d already there; the suite's trial time "
                + "%.1f min%s%s%n", outcome.budgetSpent() ? "Budget spent, no new block started" : s.stopped()
                ? "Stopped" : "Done", s.ran(), s.failed(), s.skipped(), minutes(outcome.spent()), outcome.budget()
                .map(b -> String.format(Locale.ROOT, " of a %.1f min budget", minutes(b))).orElse(""),
                s.stopped() && !outcome.budgetSpent() ? "; rerun with --resume to finish" : "");
        worst = Math.max(worst, outcome.budgetSpent() ? (s.failed() > 0 ? OneLineErrors.FAILED : 0)
                : SweepConsole.exitCode(s));
    }
}
