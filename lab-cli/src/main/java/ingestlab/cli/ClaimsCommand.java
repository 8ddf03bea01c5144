package ingestlab.cli;

import ingestlab.claims.Claim;
import ingestlab.claims.ClaimJudge;
import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimRunner;
import ingestlab.claims.ClaimsReport;
import ingestlab.claims.JudgedComparison;
import ingestlab.fork.CannotPin;
import ingestlab.load.ClientSettings;
import ingestlab.results.ResultFiles;
import ingestlab.settings.ByteSize;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import ingestlab.sweep.TrialProgress;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lab claims}: the published tuning claims of {@code reports/claims/claims.yaml}, each a pre-registered
 * sweep with a computed verdict.
 */
@Command(name = "claims", mixinStandardHelpOptions = true, description = {
    "Published indexing-tuning claims as pre-registered experiments (reports/claims/claims.yaml): list them, run "
            + "their sweeps, and compute each verdict into reports/claims.md."},
        subcommands = {ClaimsCommand.ListClaims.class, ClaimsCommand.RunClaims.class,
            ClaimsCommand.ReportClaims.class})
final class ClaimsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static ClaimRegistry registry(CommandLine cli) {
        Path file = LabHome.path().resolve(ClaimRegistry.PATH);
        try {
            return ClaimRegistry.read(file);
        } catch (IOException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, "lab claims: cannot read " + file + ": " + e.getMessage());
        }
    }

    static Path claimsFolder() {
        return LabHome.path().resolve("reports/claims");
    }

    /** {@code lab claims list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "Each claim: id, source, the claim in "
            + "one line, factor, primary metric.")
    static final class ListClaims implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            for (Claim claim : registry(spec.commandLine()).claims()) {
                out.printf(Locale.ROOT, "%-18s %s%n%-18s   %s%n%-18s   factor %s; metric %s%n", claim.id(),
                        claim.source(), "", claim.shortStatement(100), "", claim.factor(), claim.primaryMetric());
            }
            out.flush();
            return 0;
        }
    }

    /** {@code lab claims run}: each claim's sweep, run as {@code lab sweep} runs it ({@link ClaimRunner}), to its CSV. */
    @Command(name = "run", mixinStandardHelpOptions = true, description = "Run claims' sweeps (lab sweep, one "
            + "forked JVM a trial, seeded shuffled rounds), appending to reports/claims/<id>.csv.")
    static final class RunClaims implements Callable<Integer> {
        /** Tiny sizes for --quick: enough rows for an effect, nothing for a verdict. */
        static final int QUICK_DOCS = 3000;
        static final int QUICK_ROUNDS = 2;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "ID", arity = "0..*", description = "Claim ids (see lab claims list).")
        List<String> ids = new ArrayList<>();

        @Option(names = "--all", description = "Every claim.")
        boolean all;

        @CommandLine.Mixin
        ResumeOptions resumeOptions;

        @Option(names = "--quick", description = "Check the pipeline: one claim (the first given, else "
                + "doc-size, two configs) at " + QUICK_DOCS + " docs and " + QUICK_ROUNDS + " rounds, into a temp folder.")
        boolean quick;

        @Override
        public Integer call() throws IOException, InterruptedException {
            CommandLine cli = spec.commandLine();
            ClaimRegistry registry = registry(cli);
            List<Claim> claims = selected(cli, registry);
            SweepPlan.Slice slice = resumeOptions.slice(cli);
            Path folder = quick ? Files.createTempDirectory("lab-claims-quick") : claimsFolder();
            long heapBytes = ByteSize.parse(ChildHeapOption.DEFAULT).bytes();
            ClaimRunner runner = new ClaimRunner(new ClaimRunner.Options(LabHome.path(), folder,
                    quick ? Map.of(ClientSettings.DOCS, Integer.toString(QUICK_DOCS)) : Map.of(), resumeOptions.resume,
                    slice, heapBytes, ChildJvm.command(heapBytes, List.of()),
                    Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-sweep")));
            PrintWriter out = cli.getOut();
            int worst = 0;
            for (Claim claim : claims) {
                int rounds = quick ? QUICK_ROUNDS : registry.rules().pilotRounds();
                out.printf("Claim %s: %s%n", claim.id(), sameAs(runner, claim, rounds));
                if (!quick) {
                    out.printf("  a pilot of %d rounds, then the rounds its spread needs for a %s half-width (at most "
                            + "%d), fixed in %s%n", rounds, Math.round(registry.rules().targetHalfWidth() * 100) + "%",
                            Math.max(claim.maxRounds(), rounds),
                            folder.relativize(folder.resolve(claim.rowsId() + ".plan.yaml")));
                }
                out.flush();
                SweepRunner.Summary summary;
                try {
                    summary = quick ? runner.run(claim, rounds, new Console(rounds, slice))
                            : runner.runPlanned(claim, registry.rules(), new Console(rounds, slice));
                } catch (BadSweepInput e) {
                    worst = Math.max(worst, refused(BadInput.sweep(cli, e)));
                    continue;
                } catch (SweepOutput.Refused e) {
                    worst = Math.max(worst, refused(OutputFileOption.refused(cli, e.path(), e.reason())));
                    continue;
                } catch (CannotPin e) {
                    worst = Math.max(worst, refused(BadInput.option(cli, "ID", "claim " + claim.id() + " runs as a "
                            + "duet (mode: duet), and " + e.getMessage())));
                    continue;
                }
                worst = Math.max(worst, SweepConsole.exitCode(summary));
                if (summary.stopped()) {
                    break; // Ctrl-C: the JVM is shutting down
                }
                if (quick) {
                    for (JudgedComparison j : new ClaimJudge(folder, registry.rules()).judge(claim).comparisons()) {
                        out.printf(Locale.ROOT, "  %s, %s: effect %.3f over %d rounds%n", j.comparison().label(),
                                j.comparison().metric(), j.effect().mean(), j.effect().rounds());
                    }
                    out.printf("Quick run's rows in %s%n", runner.csv(claim));
                }
            }
            out.flush();
            return worst;
        }

        /** The {@code lab sweep} that runs what the claim runs, said so that a reader can run it alone. */
        private String sameAs(ClaimRunner runner, Claim claim, int rounds) {
            return "sweep --file " + runner.sweepFile(claim) + " --out " + runner.csv(claim) + " --trials " + rounds
                    + (claim.mode() == SweepMode.DUET ? " --duet" : "")
                    + (quick ? " --docs " + QUICK_DOCS : "") + (resumeOptions.resume ? " --resume" : "")
                    + (resumeOptions.partition != null ? " --partition " + resumeOptions.partition : "");
        }

        /** A claim whose sweep cannot start: one line, as lab sweep says it, and the next claim runs. */
        private int refused(CommandLine.ParameterException bad) {
            spec.commandLine().getErr().println(spec.commandLine().getCommandSpec().qualifiedName() + ": "
                    + bad.getMessage());
            spec.commandLine().getErr().flush();
            return OneLineErrors.BAD_INPUT;
        }

        /** Each claim's sweep printed as {@code lab sweep} prints it, progress on stderr. */
        private final class Console implements ClaimRunner.Console {
            private final int rounds;
            private final SweepPlan.Slice slice;

            Console(int rounds, SweepPlan.Slice slice) {
                this.rounds = rounds;
                this.slice = slice;
            }

            @Override
            public TrialProgress starting(Claim claim, SweepConfigs configs, List<PlannedTrial> plan,
                                          SweepOutput output, String runId) {
                CommandLine cli = spec.commandLine();
                // a planned claim runs its pilot's rounds, then the plan's: say the rounds this sweep runs to
                int through = plan.stream().mapToInt(PlannedTrial::trial).max().orElse(rounds);
                SweepConsole.plan(cli.getOut(), configs, 0, through, plan, slice);
                SweepConsole.starting(cli.getOut(), cli.getErr(), runId, output,
                        resumeOptions.resume || !output.done().isEmpty(), null); // a plan resumes its pilot
                return SweepProgress.create(cli.getErr(), plan.size(), output.done().size(), configs.axes());
            }

            @Override
            public void ended(Claim claim, SweepRunner.Summary summary, ResultFiles files) {
                SweepConsole.ended(spec.commandLine().getOut(), summary, files);
            }
        }

        private List<Claim> selected(CommandLine cli, ClaimRegistry registry) {
            if (all == !ids.isEmpty() && !quick) {
                throw BadInput.option(cli, "ID", "give claim ids or --all, not " + (all ? "both" : "neither"));
            }
            if (quick) {
                String id = ids.isEmpty() ? "doc-size" : ids.get(0);
                return List.of(claim(cli, registry, id));
            }
            if (all) {
                return registry.claims();
            }
            return ids.stream().map(id -> claim(cli, registry, id)).toList();
        }

        private static Claim claim(CommandLine cli, ClaimRegistry registry, String id) {
            return registry.find(id).orElseThrow(() -> BadInput.option(cli, "ID", "'" + id + "' is not a claim ("
                    + "allowed: " + String.join(", ", registry.claims().stream().map(Claim::id).toList()) + ")"));
        }
    }

    /** {@code lab claims report}: reports/claims.md and the charts, or --check that it is current. */
    @Command(name = "report", mixinStandardHelpOptions = true, description = "Write reports/claims.md (and each "
            + "run claim's chart) from the committed CSVs; --check recomputes it and fails if the file differs.")
    static final class ReportClaims implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--check", description = "Write nothing; exit 1 if reports/claims.md differs from what the "
                + "CSVs give.")
        boolean check;

        @Override
        public Integer call() throws IOException {
            CommandLine cli = spec.commandLine();
            ClaimsReport report = new ClaimsReport(registry(cli), claimsFolder());
            Path target = LabHome.path().resolve("reports/claims.md");
            String text = report.markdown();
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
    }
}
