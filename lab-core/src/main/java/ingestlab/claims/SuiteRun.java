package ingestlab.claims;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.results.Design;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.ForkedTrials;
import ingestlab.sweep.SweepConfig;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import ingestlab.sweep.SweepOutput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code lab claims run} on registry v3: the selected claims and the registry's A/A control as {@link SuiteBlocks},
 * each trial in a fresh JVM as its claim's design says (sequential, pinned to the first half of the CPUs, or duet
 * pairs on both halves), each claim's rows appended to {@code <id>.csv} beside the registry, stopped between trials
 * by Ctrl-C and resumable, and no new block started once the registry's trial-time budget is spent.
 */
public final class SuiteRun {
    /** What a console hears of the suite. */
    public interface Console extends SuiteBlockRunner.Listener {
        /** The plan is made and every claim's file open, about to run. */
        default void planned(SuiteBlocks plan, Map<String, Path> files, int alreadyThere) {}

        /** The suite has ended, was stopped, or spent its budget; every finished trial's row is on disk. */
        default void ended(SuiteBlockRunner.Outcome outcome) {}
    }

    private SuiteRun() {}

    /**
     * Runs the suite. Throws BadSweepInput (before anything is written) for a sweep file that cannot be expanded,
     * SweepOutput.Refused for a file it cannot write, and CannotPin where a pinned or duet claim cannot be pinned.
     *
     * @param selected the claims to run; the registry's control joins them, and a claim sharing another's rows
     *     ({@code rows_of:}) runs as that one
     */
    public static SuiteBlockRunner.Outcome run(ClaimRegistry registry, List<Claim> selected, ClaimRunner.Options options,
                                               Console console) throws IOException, InterruptedException, CannotPin {
        List<Claim> claims = claims(registry, selected);
        boolean placed = claims.stream().anyMatch(c -> c.design() != Design.SEQUENTIAL);
        CpuHalves halves = placed ? CpuAffinity.halves() : null;
        Map<String, List<SweepConfig>> configs = new LinkedHashMap<>();
        for (Claim claim : claims) {
            Integer processors = claim.design() == Design.SEQUENTIAL ? null : halves.first().cpus().size();
            configs.put(claim.id(), SweepConfigs.expand(options.home().resolve(claim.sweep()), options.given(),
                    options.heapBytes(), processors).configs());
        }
        SuiteBlocks plan = SuiteBlocks.of(claims, configs, registry.orderSeed());
        Map<String, DesignStudyRunner.Arm> arms = new LinkedHashMap<>();
        Map<String, Path> files = new LinkedHashMap<>();
        List<SweepOutput> outputs = new ArrayList<>();
        Map<String, SweepOutput> byClaim = new LinkedHashMap<>();
        ForkedTrials.Settings settings = new ForkedTrials.Settings(options.childCommand(), null, null, 0, false,
                options.scratch());
        try {
            int there = 0;
            for (Claim claim : claims) {
                Path csv = options.folder().resolve(claim.rowsId() + ".csv");
                SweepOutput output = SweepOutput.open(csv, options.resume(), false, configs.get(claim.id()),
                        claim.design() == Design.DUET ? SweepMode.DUET : SweepMode.SEQUENTIAL);
                outputs.add(output);
                byClaim.put(claim.id(), output);
                there += output.doneTrials();
                files.put(claim.id(), csv);
                arms.put(claim.id(), DesignStudyRunner.Arm.of(claim.design(), settings, output.files(),
                        halves == null ? null : halves.first(), halves, output.done()));
            }
            console.planned(plan, files, there);
            Instant since = registry.budget().registeredAt().orElse(Instant.EPOCH);
            SuiteBlockRunner.TrialTime time = new SuiteBlockRunner.TrialTime() {
                @Override
                public Duration spent() throws IOException {
                    Duration spent = Duration.ZERO;
                    for (SweepOutput output : outputs) {
                        spent = spent.plus(SuiteTime.since(output.files().rows(), since));
                    }
                    return spent;
                }

                @Override
                public Duration meanRound(String claimId) throws IOException {
                    return SuiteTime.meanRound(byClaim.get(claimId).files().rows(), since);
                }
            };
            SuiteBlockRunner runner = new SuiteBlockRunner();
            Thread onCtrlC = new Thread(runner::requestStop);
            Runtime.getRuntime().addShutdownHook(onCtrlC); // Ctrl-C: stop between trials; --resume goes on
            SuiteBlockRunner.Outcome outcome = runner.run(plan, arms, ResultFiles.newRunId(), time,
                    registry.budget().budget(), console);
            console.ended(outcome);
            removeHook(onCtrlC);
            return outcome;
        } finally {
            for (SweepOutput output : outputs) {
                output.close();
            }
        }
    }

    /**
     * The selected claims, each once, run by the claim whose rows they share, with the registry's control. A claim
     * registered {@code untestable:} is left out: its verdict ("not tested") was fixed at registration, and running it
     * would spend the budget on nothing.
     */
    static List<Claim> claims(ClaimRegistry registry, List<Claim> selected) {
        List<Claim> claims = new ArrayList<>();
        for (Claim claim : selected) {
            if (!claim.untestable().isBlank()) {
                continue;
            }
            Claim owner = claim.rowsOf().isBlank() ? claim : registry.find(claim.rowsOf()).orElseThrow();
            if (!claims.contains(owner)) {
                claims.add(owner);
            }
        }
        registry.control().filter(c -> !claims.contains(c)).ifPresent(claims::add);
        return claims;
    }

    /**
     * The claim files of the suite that already hold rows: a run without {@code --resume} would run every block again
     * beside them, so the command refuses it while any is listed.
     */
    public static List<Path> filesWithRows(ClaimRegistry registry, List<Claim> selected, Path folder)
            throws IOException {
        List<Path> held = new ArrayList<>();
        for (Claim claim : claims(registry, selected)) {
            Path csv = folder.resolve(claim.rowsId() + ".csv");
            if (Files.isRegularFile(csv) && !ResultsCsv.read(csv).isEmpty()) {
                held.add(csv);
            }
        }
        return held;
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down already (Ctrl-C): the hook is running
        }
    }
}
