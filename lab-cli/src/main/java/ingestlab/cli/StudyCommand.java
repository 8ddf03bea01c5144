package ingestlab.cli;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.Design;
import ingestlab.results.ResultFiles;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.DesignStudy;
import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.ForkedTrials;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code lab study}: a sweep file measured by several designs in the same rounds, to choose a design. */
@Command(name = "study", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {"A design study: the sweep file's configs measured by each design (sequential, pinned to "
                + "--pin, duet pairs), every design in every round in a seeded shuffled order. Rows go to "
                + "DIR/<design>.csv (round r is trial r); lab noise --designs compares them; --resume goes on."})
final class StudyCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--file", paramLabel = "YAML", required = true, description = "Sweep file of the configs; the "
            + "first is the baseline (a duet pairs it with each other one).")
    Path file;

    @Option(names = "--designs", paramLabel = "LIST", split = ",", defaultValue = "sequential,pinned,duet",
            description = "Designs to run in every round: sequential, pinned, duet.")
    List<String> designs = new ArrayList<>();

    @Option(names = "--pin", paramLabel = "CPUS", description = "The CPUs of the pinned design (default: the first "
            + "half of the CPUs this process may use, the CPUs a duet's first side has).")
    String pin;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "12", description = "Rounds.")
    int rounds;

    @Option(names = "--order-seed", paramLabel = "N", defaultValue = "42", description = "Seed of the designs' order "
            + "in each round and of each design's own order (give each batch its own).")
    long orderSeed;

    @Option(names = "--out-dir", paramLabel = "DIR", defaultValue = "reports/runs/study", description = "Where each "
            + "design's result file goes.")
    Path outDir;

    @Option(names = "--resume", description = "Skip what the designs' files already hold.")
    boolean resume;
    @Option(names = "--dry-run", description = "Print the plan and run nothing.")
    boolean dryRun;

    @CommandLine.Mixin
    ChildHeapOption childHeap;
    @CommandLine.Mixin
    TrialOptions trialOptions; // --work-dir, --timeline, --check-index, as lab sweep's

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cli = commandSpec.commandLine();
        long heapBytes = childHeap.bytes(cli);
        if (rounds < 1) {
            throw BadInput.option(cli, "--rounds", "'" + rounds + "' is not allowed (must be at least 1)");
        }
        Set<Design> chosen = new LinkedHashSet<>();
        for (String name : designs) {
            chosen.add(BadInput.checkOption(cli, "--designs", () -> Design.parse(name)));
        }
        // the halves only where a design needs them: the duet, or the pinned design without --pin
        CpuHalves halves = chosen.contains(Design.DUET) || chosen.contains(Design.PINNED) && pin == null ? placed(cli, "--designs", CpuAffinity::halves)
                : null;
        Pinning pinned = !chosen.contains(Design.PINNED) ? null : pin == null ? halves.first() : placed(cli, "--pin", () -> CpuAffinity.pinning(pin));
        Map<Design, SweepConfigs> configs;
        try {
            configs = DesignStudy.expand(file, chosen, heapBytes, pinned, halves);
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        }
        DesignStudy study = DesignStudy.planned(configs, rounds, orderSeed);
        PrintWriter out = cli.getOut();
        StudyProgress.plan(out, file, study, pinned, halves, configs, dryRun);
        if (dryRun) {
            return 0;
        }
        Map<Design, DesignStudyRunner.Arm> arms = new EnumMap<>(Design.class);
        List<SweepOutput> outputs = new ArrayList<>();
        try {
            for (Design design : chosen) {
                SweepOutput output = open(cli, design, configs.get(design));
                outputs.add(output);
                ForkedTrials.Settings settings = trialOptions.forked(ChildJvm.command(heapBytes, List.of()), null);
                ResultFiles files = output.files();
                arms.put(design, DesignStudyRunner.Arm.of(design, settings, files, pinned, halves, output.done()));
                out.printf("  %-10s rows to %s%s%n", design.key(), files.resultsPath(),
                        resume ? " (" + output.doneTrials() + " trial(s) already there)" : "");
            }
            out.flush();
            DesignStudyRunner runner = new DesignStudyRunner();
            Runtime.getRuntime().addShutdownHook(new Thread(runner::requestStop)); // Ctrl-C: stop; --resume goes on
            SweepRunner.Summary summary = runner.run(study, arms, ResultFiles.newRunId(), new StudyProgress(cli.getErr()));
            out.printf("%s: %d trial(s) run (%d failed), %d already there%s%n", summary.stopped() ? "Stopped" : "Done",
                    summary.ran(), summary.failed(), summary.skipped(), summary.stopped() ? "; rerun with --resume" : "");
            out.flush();
            return SweepConsole.exitCode(summary);
        } finally {
            for (SweepOutput output : outputs) {
                output.close();
            }
        }
    }

    private SweepOutput open(CommandLine cli, Design design, SweepConfigs configs) {
        Path results = outDir.resolve(design.key() + ".csv");
        try {
            return SweepOutput.open(results, resume, trialOptions.timeline, configs.configs(),
                    design == Design.DUET ? SweepMode.DUET : SweepMode.SEQUENTIAL);
        } catch (SweepOutput.Refused e) {
            throw BadInput.output(cli, "--out-dir", e.path(), e.reason());
        }
    }

    /** Where pinning puts the trials ({@code --pin}, or the duet's halves), or bad input naming the option. */
    private interface Placement<T> {
        T place() throws CannotPin;
    }

    private static <T> T placed(CommandLine cli, String option, Placement<T> placement) {
        try {
            return placement.place();
        } catch (CannotPin e) {
            throw BadInput.option(cli, option, e.getMessage());
        }
    }
}
