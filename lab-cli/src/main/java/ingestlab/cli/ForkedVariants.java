package ingestlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.calibrate.BareIndexer;
import ingestlab.calibrate.CalibrationPlan;
import ingestlab.calibrate.RoundResult;
import ingestlab.calibrate.TimedRun;
import ingestlab.calibrate.Variant;
import ingestlab.calibrate.VariantLauncher;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialResult;
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
 * Runs each calibration round's variants in fresh JVMs started together and taking turns run by run
 * ({@link Lockstep}): the bare loop as {@code lab calibrate-bare}, the lab variants as {@code lab run} (progress bar
 * on, to a file, as a user's run has it); every JVM warms up until each has had {@code warmUp}, then runs timed turns
 * until each has had {@code timed}, so all take as many turns. Reads back each timed run's throughput and what the
 * run verified.
 *
 * @param warmUp the untimed runs at the start of each JVM, and the least time they take
 * @param timed the timed runs after them, whose median is the JVM's figure, and the least time they take
 * @param options each variant's factor options ({@code --dataset europarl --docs ...})
 * @param workDir where the indexes go, or null for a temp folder
 */
record ForkedVariants(long heapBytes, RunBudget warmUp, RunBudget timed, Function<Variant, List<String>> options,
                      Path workDir, Path scratch)
        implements VariantLauncher {

    @Override
    public List<RoundResult> launch(List<CalibrationPlan.Slot> round) throws IOException, InterruptedException {
        return launch(round, List.of());
    }

    /**
     * One more round of {@code variant} alone, recorded by JFR into {@code recording} (CPU samples every 1 ms); its
     * throughput is not part of the statistics.
     */
    void profile(Variant variant, Path recording) throws IOException, InterruptedException {
        List<String> jfr = List.of("-XX:StartFlightRecording=filename=" + recording.toAbsolutePath()
                + ",settings=profile,jdk.ExecutionSample#period=1ms,dumponexit=true");
        launch(List.of(new CalibrationPlan.Slot(0, variant, 0)), jfr);
    }

    private List<RoundResult> launch(List<CalibrationPlan.Slot> round, List<String> jvmFlags)
            throws IOException, InterruptedException {
        List<Path> dirs = new ArrayList<>();
        List<Lockstep.Child> children = new ArrayList<>();
        try {
            for (CalibrationPlan.Slot slot : round) {
                dirs.add(Files.createTempDirectory(Files.createDirectories(scratch), "calibrate-"));
                children.add(new Lockstep.Child(command(slot.variant(), dirs.getLast(), jvmFlags), dirs.getLast()));
            }
            takeTurns(round, children, Lockstep.Turn.WARMUP, warmUp);
            takeTurns(round, children, Lockstep.Turn.TIMED, timed);
            List<RoundResult> results = new ArrayList<>();
            for (int i = 0; i < round.size(); i++) {
                CalibrationPlan.Slot slot = round.get(i);
                Lockstep.Child child = children.get(i);
                Path dir = dirs.get(i);
                List<String> printed = named(slot, child::finish);
                results.add(named(slot, () -> slot.variant() == Variant.BARE ? bare(slot, printed) : lab(slot, dir)));
            }
            return results;
        } finally {
            children.forEach(Lockstep.Child::close);
            for (Path dir : dirs) {
                ExperimentRunner.deleteTree(dir);
            }
        }
    }

    /**
     * Gives every child a turn, in the round's order, until each has had {@code budget}: all take as many turns, and
     * each child's time is its own runs', its waits excluded.
     */
    private static void takeTurns(List<CalibrationPlan.Slot> round, List<Lockstep.Child> children, Lockstep.Turn turn,
                                  RunBudget budget) throws IOException, InterruptedException {
        Duration[] spent = new Duration[children.size()];
        Arrays.fill(spent, Duration.ZERO);
        for (int turns = 0; !allMet(budget, turns, spent); turns++) {
            for (int i = 0; i < children.size(); i++) {
                Lockstep.Child child = children.get(i);
                spent[i] = spent[i].plus(named(round.get(i), () -> child.take(turn)));
            }
        }
    }

    private static boolean allMet(RunBudget budget, int turns, Duration[] spent) {
        return Arrays.stream(spent).allMatch(time -> budget.metBy(turns, time));
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

    private List<String> command(Variant variant, Path dir, List<String> jvmFlags) {
        List<String> command = ChildJvm.command(heapBytes, jvmFlags, variant == Variant.BARE ? "calibrate-bare" : "run");
        command.addAll(options.apply(variant));
        command.addAll(List.of(ForkedHeap.OPTION, Long.toString(heapBytes)));
        if (workDir != null) {
            command.addAll(List.of("--work-dir", workDir.toString()));
        }
        if (variant != Variant.BARE) {
            command.addAll(List.of("--lockstep", "--out", dir.resolve("trial.csv").toString()));
        }
        return command;
    }

    /** The bare loop's timed runs, one JSON line each among what it printed. */
    private RoundResult bare(CalibrationPlan.Slot slot, List<String> printed) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<TimedRun> runs = new ArrayList<>();
        for (String line : printed) {
            if (!line.startsWith("{")) {
                continue; // the JVM's own lines, such as JFR's "Started recording"
            }
            BareIndexer.Result result = json.readValue(line, BareIndexer.Result.class);
            if (!result.verified()) {
                throw new IOException("the bare loop's index holds " + result.maxDoc() + " documents ("
                        + result.liveDocs() + " live) but " + result.docs() + " were fed");
            }
            runs.add(new TimedRun(result.docsPerSecond(), result.docsPerCpuSecond(), result.liveDocs(), 0));
        }
        if (runs.size() < timed.runs()) {
            throw new IOException("the bare loop printed " + runs.size() + " results, not " + timed.runs());
        }
        return new RoundResult(slot, runs);
    }

    /** A lab variant's timed trials, from the rows its {@code lab run} wrote. */
    private static RoundResult lab(CalibrationPlan.Slot slot, Path dir) throws IOException {
        List<TimedRun> runs = new ArrayList<>();
        for (Map<String, String> row : ResultsCsv.read(dir.resolve("trial.csv"))) {
            if (Boolean.parseBoolean(row.get(TrialColumn.WARMUP.column()))) {
                continue;
            }
            if (!TrialResult.OK.equals(row.get(TrialColumn.STATUS.column()))) {
                throw new IOException("the " + slot.variant().label() + " run failed: "
                        + row.get(TrialColumn.ERROR.column()));
            }
            double docsPerSecond = Double.parseDouble(row.get(Metric.DOCS_PER_S.column()));
            double elapsed = Double.parseDouble(row.get(Metric.ELAPSED_S.column()));
            double cpu = Double.parseDouble(row.get(Metric.CPU_S.column()));
            runs.add(new TimedRun(docsPerSecond, docsPerSecond * elapsed / cpu,
                    Long.parseLong(row.get(Metric.DOCS_VERIFIED.column())),
                    Long.parseLong(row.get(Metric.CONTROLLER_WRITES.column()))));
        }
        return new RoundResult(slot, runs);
    }
}
