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
import ingestlab.sweep.ChildExit;
import ingestlab.util.RunBudget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Runs each calibration slot in a fresh JVM: the bare loop as {@code lab calibrate-bare}, the lab variants as
 * {@code lab run} with one trial (progress bar on, to a file, as a user's run has it), and reads back the throughput
 * and what the run verified.
 *
 * @param warmUp the untimed runs at the start of each JVM
 * @param timed the timed runs after them, whose median is the JVM's figure
 * @param options each variant's factor options ({@code --dataset europarl --docs ...})
 * @param workDir where the indexes go, or null for a temp folder
 */
record ForkedVariants(long heapBytes, RunBudget warmUp, RunBudget timed, Function<Variant, List<String>> options,
                      Path workDir, Path scratch)
        implements VariantLauncher {

    @Override
    public RoundResult launch(CalibrationPlan.Slot slot) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(Files.createDirectories(scratch), "calibrate-");
        try {
            return slot.variant() == Variant.BARE ? bare(slot, dir, List.of()) : lab(slot, dir, List.of());
        } finally {
            ExperimentRunner.deleteTree(dir);
        }
    }

    /**
     * One more run of {@code variant}, recorded by JFR into {@code recording} (CPU samples every 1 ms); its
     * throughput is not part of the statistics.
     */
    void profile(Variant variant, Path recording) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory(Files.createDirectories(scratch), "calibrate-");
        List<String> jfr = List.of("-XX:StartFlightRecording=filename=" + recording.toAbsolutePath()
                + ",settings=profile,jdk.ExecutionSample#period=1ms,dumponexit=true");
        CalibrationPlan.Slot slot = new CalibrationPlan.Slot(0, variant, 0);
        try {
            if (variant == Variant.BARE) {
                bare(slot, dir, jfr);
            } else {
                lab(slot, dir, jfr);
            }
        } finally {
            ExperimentRunner.deleteTree(dir);
        }
    }

    private RoundResult bare(CalibrationPlan.Slot slot, Path dir, List<String> jvmFlags)
            throws IOException, InterruptedException {
        List<String> command = ChildJvm.command(heapBytes, jvmFlags, "calibrate-bare");
        command.addAll(common(slot.variant()));
        command.addAll(ForkedRuns.args(warmUp, timed.time()));
        command.addAll(List.of("--passes", Integer.toString(timed.runs())));
        Path stdout = run(command, dir);
        ObjectMapper json = new ObjectMapper();
        List<TimedRun> runs = new ArrayList<>();
        for (String line : Files.readAllLines(stdout, StandardCharsets.UTF_8)) {
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

    private RoundResult lab(CalibrationPlan.Slot slot, Path dir, List<String> jvmFlags)
            throws IOException, InterruptedException {
        Path csv = dir.resolve("trial.csv");
        List<String> command = ChildJvm.command(heapBytes, jvmFlags, "run");
        command.addAll(common(slot.variant()));
        // The warm-up runs are trials of their own in the same JVM, written as warm-up rows.
        command.addAll(ForkedRuns.args(warmUp, timed.time()));
        command.addAll(List.of("--trials", Integer.toString(timed.runs()), "--out", csv.toString()));
        run(command, dir);
        List<TimedRun> runs = new ArrayList<>();
        for (Map<String, String> row : ResultsCsv.read(csv)) {
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

    private List<String> common(Variant variant) {
        List<String> args = new ArrayList<>(options.apply(variant));
        args.addAll(List.of(ForkedHeap.OPTION, Long.toString(heapBytes)));
        if (workDir != null) {
            args.addAll(List.of("--work-dir", workDir.toString()));
        }
        return args;
    }

    /** Runs the child to its end; its stdout file, or an IOException with its last words if it failed. */
    private static Path run(List<String> command, Path dir) throws IOException, InterruptedException {
        Path stdout = dir.resolve("stdout.log");
        Path stderr = dir.resolve("stderr.log");
        Process process = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
                .start();
        try {
            int exit = process.waitFor();
            if (exit != 0) {
                throw new IOException(ChildExit.describe("the child JVM", exit, stderr, stdout));
            }
            return stdout;
        } finally {
            process.destroyForcibly();
        }
    }
}
