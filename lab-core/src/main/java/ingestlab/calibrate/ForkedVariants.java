package ingestlab.calibrate;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.ForkedJvm;
import ingestlab.fork.RunLine;
import ingestlab.fork.TurnLine;
import ingestlab.metrics.Metric;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import ingestlab.util.RunBudget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Runs each calibration round's variants in fresh JVMs started together and taking turns run by run: they start
 * together, and each waits for its turn ({@link TurnLine}) before every run and answers when the run is done. So the
 * variants' runs alternate one at a time, and a phase in which the machine runs slower (another tenant, say) falls on
 * every variant alike instead of on whichever JVM was running then: when each JVM ran all its runs in one go, such
 * phases decided rounds. Each JVM is still fresh and runs only its own variant: the bare loop, or a lab trial
 * (progress bar on, to its log, as a user's run has it). Every JVM warms up until each has had {@code warmUp}, then
 * runs timed turns until each has had {@code timed}, so all take as many turns.
 *
 * @param command the child's command: java, its flags, the main class and the child subcommand
 * @param warmUp the untimed runs at the start of each JVM, and the least time they take
 * @param timed the timed runs after them, whose median is the JVM's figure, and the least time they take
 * @param specs each variant's spec
 * @param workDir where the indexes go, or null for a temp folder
 * @param scratch where each child's folder (logs, temporary files) goes
 */
public record ForkedVariants(List<String> command, RunBudget warmUp, RunBudget timed,
                             Function<Variant, ExperimentSpec> specs, Path workDir, Path scratch)
        implements VariantLauncher {

    @Override
    public List<RoundResult> launch(List<CalibrationPlan.Slot> round) throws IOException, InterruptedException {
        return launch(round, List.of());
    }

    /**
     * One more round of {@code variant} alone, recorded by JFR (CPU samples every 1 ms), and its {@code frames}
     * hottest lab frames; its throughput is not part of the statistics.
     */
    public HotFrames.Profile profile(Variant variant, int frames) throws IOException, InterruptedException {
        Path recording = Files.createTempFile("ingest-lab-calibrate-", ".jfr");
        try {
            record(variant, recording);
            return HotFrames.read(recording, frames);
        } finally {
            Files.deleteIfExists(recording);
        }
    }

    private void record(Variant variant, Path recording) throws IOException, InterruptedException {
        List<String> jfr = List.of("-XX:StartFlightRecording=filename=" + recording.toAbsolutePath()
                + ",settings=profile,jdk.ExecutionSample#period=1ms,dumponexit=true");
        launch(List.of(new CalibrationPlan.Slot(0, variant, 0)), jfr);
    }

    private List<RoundResult> launch(List<CalibrationPlan.Slot> round, List<String> jvmFlags)
            throws IOException, InterruptedException {
        List<Path> dirs = new ArrayList<>();
        List<ForkedJvm> children = new ArrayList<>();
        try {
            for (CalibrationPlan.Slot slot : round) {
                dirs.add(Files.createTempDirectory(Files.createDirectories(scratch), "calibrate-"));
                Variant variant = slot.variant();
                ForkRequest request = ForkRequest.of(variant.isBare() ? ForkRequest.Work.BARE
                                : ForkRequest.Work.TRIAL, specs.apply(variant), new TrialRun("calibrate", 0, false, 0),
                        workDir, 0, false, true, true);
                children.add(ForkedJvm.start(command, jvmFlags, dirs.getLast(), request, "the child JVM"));
            }
            takeTurns(round, children, TurnLine.Turn.WARMUP, warmUp, null);
            List<List<TimedRun>> runs = new ArrayList<>();
            round.forEach(slot -> runs.add(new ArrayList<>()));
            takeTurns(round, children, TurnLine.Turn.TIMED, timed, runs);
            List<RoundResult> results = new ArrayList<>();
            for (int i = 0; i < round.size(); i++) {
                ForkedJvm child = children.get(i);
                named(round.get(i), () -> {
                    child.finish();
                    return null;
                });
                results.add(new RoundResult(round.get(i), runs.get(i)));
            }
            return results;
        } finally {
            for (ForkedJvm child : children) {
                child.close();
            }
            for (Path dir : dirs) {
                ExperimentRunner.deleteTree(dir);
            }
        }
    }

    /**
     * Gives every child a turn, in the round's order, until each has had {@code budget}: all take as many turns, and
     * each child's time is its own runs', its waits excluded. Each timed run goes to {@code runs} (null: warm-up).
     */
    private static void takeTurns(List<CalibrationPlan.Slot> round, List<ForkedJvm> children, TurnLine.Turn turn,
                                  RunBudget budget, List<List<TimedRun>> runs) throws IOException, InterruptedException {
        Duration[] spent = new Duration[children.size()];
        Arrays.fill(spent, Duration.ZERO);
        for (int turns = 0; !allMet(budget, turns, spent); turns++) {
            for (int i = 0; i < children.size(); i++) {
                ForkedJvm child = children.get(i);
                CalibrationPlan.Slot slot = round.get(i);
                RunLine line = named(slot, () -> child.take(turn));
                TimedRun run = named(slot, () -> timedRun(slot.variant(), line));
                spent[i] = spent[i].plus(Duration.ofNanos(line.nanos()));
                if (runs != null) {
                    runs.get(i).add(run);
                }
            }
        }
    }

    private static boolean allMet(RunBudget budget, int turns, Duration[] spent) {
        return Arrays.stream(spent).allMatch(time -> budget.metBy(turns, time));
    }

    /** What a run measured and verified; a failed run or a bare index not holding every document fed is an error. */
    static TimedRun timedRun(Variant variant, RunLine line) throws IOException {
        if (variant.isBare()) {
            BareIndexer.Result result = ForkLines.fromTree(line.bare(), BareIndexer.Result.class);
            if (!result.verified()) {
                throw new IOException("the bare loop's index holds " + result.maxDoc() + " documents ("
                        + result.liveDocs() + " live) but " + result.docs() + " were fed");
            }
            return new TimedRun(result.docsPerSecond(), result.docsPerCpuSecond(), result.liveDocs(), 0);
        }
        Map<String, String> row = line.row();
        if (!TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()))) {
            throw new IOException("the " + variant.label() + " run failed: " + row.get(TrialColumn.ERROR.column()));
        }
        double docsPerSecond = Double.parseDouble(row.get(Metric.DOCS_PER_S.column()));
        double elapsed = Double.parseDouble(row.get(Metric.ELAPSED_S.column()));
        double cpu = Double.parseDouble(row.get(Metric.CPU_S.column()));
        return new TimedRun(docsPerSecond, docsPerSecond * elapsed / cpu,
                Long.parseLong(row.get(Metric.DOCS_VERIFIED.column())),
                Long.parseLong(row.get(Metric.CONTROLLER_WRITES.column())));
    }

    private interface Step<T> {
        T run() throws IOException, InterruptedException;
    }

    /** Runs {@code step}, naming the slot's variant (and round) in any failure. */
    private static <T> T named(CalibrationPlan.Slot slot, Step<T> step) throws IOException, InterruptedException {
        try {
            return step.run();
        } catch (IOException e) {
            throw new IOException((slot.round() > 0 ? "round " + slot.round() + ", " : "") + slot.variant().label()
                    + ": " + e.getMessage(), e);
        }
    }
}
