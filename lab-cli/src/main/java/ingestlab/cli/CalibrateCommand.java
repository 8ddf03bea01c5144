package ingestlab.cli;

import ingestlab.calibrate.Calibration;
import ingestlab.calibrate.CalibrationCsv;
import ingestlab.calibrate.RoundResult;
import ingestlab.results.Environment;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.util.RunBudget;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code lab calibrate}: how much of a measured throughput is the lab itself. Interleaved rounds, each variant in a
 * fresh JVM: a bare IndexWriter loop with a lab shard's config, the lab with one shard and a budget its controller
 * never reaches, and the lab with a budget it does reach; then the ratios, and where the lab's own time goes (JFR).
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {"Measure the lab's own overhead: a bare IndexWriter loop against the lab, in interleaved rounds "
                + "of fresh JVMs, with the ratios lab/bare and (lab+controller)/lab and the lab's hottest frames."})
final class CalibrateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "5", description = "Rounds; each runs every variant "
            + "in a fresh JVM, the JVMs started together and taking turns run by run, in the round's shuffled order.")
    int rounds;

    @Option(names = "--warmup-runs", paramLabel = "W", defaultValue = "2", description = "Untimed runs of the same "
            + "work in each JVM before the timed ones, so the JIT has compiled the lab and the bare loop alike (0 with "
            + "--warmup-time off: time the cold first run, where the lab's larger code takes longer to compile).")
    int warmupRuns;

    @Option(names = "--warmup-time", paramLabel = "DURATION", defaultValue = "20s", description = "The least time "
            + "each JVM's warm-up runs last, its turns only: more untimed runs until it has passed, since a short run (200,000 http_logs documents "
            + "last half a second) leaves the JIT compiling after a few; off: --warmup-runs alone.")
    String warmupTime;

    @Option(names = "--timed-runs", paramLabel = "K", defaultValue = "3", description = "Timed runs in each JVM after "
            + "the warm-up; the JVM's figure is their median, so one run another process disturbed does not decide "
            + "a round.")
    int timedRuns;

    @Option(names = "--timed-time", paramLabel = "DURATION", defaultValue = "10s", description = "The least time "
            + "each JVM's timed runs last: more of them until it has passed, so a short run's median is of enough runs to hold "
            + "still (off: --timed-runs alone).")
    String timedTime;

    @Option(names = "--controller-buffer", paramLabel = "SIZE", defaultValue = "8mb", description = "The budget of "
            + "lab+controller, shared by its two shards: small enough that the controller writes buffers before "
            + "Lucene flushes them on its own (its controller_writes says so).")
    String controllerBuffer;

    @CommandLine.Mixin
    ChildHeapOption childHeap;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the round order and the "
            + "documents.")
    long seed;

    @Option(names = "--profile", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "One more lab run and bare run under JFR, to name the lab's hottest frames and estimate "
                    + "lab/bare from CPU shares (--no-profile: skip them).")
    boolean profile;

    @CommandLine.Mixin
    OutputFileOption out;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where the indexes go (default: a fresh "
            + "temporary folder).")
    Path workDir;

    private final HeldOutput held = new HeldOutput();

    @Override
    public Integer call() throws Exception {
        return held.around(this::calibrate);
    }

    private int calibrate() throws IOException, InterruptedException {
        CommandLine cli = commandSpec.commandLine();
        if (rounds < 1) {
            throw BadInput.option(cli, "--rounds", "'" + rounds + "' is not allowed (must be at least 1)");
        }
        if (warmupRuns < 0) {
            throw BadInput.option(cli, "--warmup-runs", "'" + warmupRuns + "' is not allowed (must be at least 0)");
        }
        if (timedRuns < 1) {
            throw BadInput.option(cli, "--timed-runs", "'" + timedRuns + "' is not allowed (must be at least 1)");
        }
        RunBudget warmUp = new RunBudget(warmupRuns, BadInput.checkOption(cli, "--warmup-time",
                () -> duration(warmupTime)));
        RunBudget timed = new RunBudget(timedRuns, BadInput.checkOption(cli, "--timed-time",
                () -> duration(timedTime)));
        long heapBytes = childHeap.bytes(cli);
        ExperimentSpec spec = Calibration.spec(SettingOptions.withSettingsGiven(cli,
                Calibration.defaults(heapBytes, seed)));
        BufferSize controllerBudget = BadInput.checkOption(cli, "--controller-buffer",
                () -> BufferSize.parse(controllerBuffer));
        WorkDirNotes.checkWritable(workDir, cli);
        // --out, locked from before the first line is printed until its rows are written
        WriterLock outLock = null;
        if (out.file != null) {
            try {
                outLock = held.hold(WriterLock.lock(out.file));
            } catch (IOException e) {
                throw OutputFileOption.refused(cli, out.file, e);
            }
        }
        Calibration calibration = new Calibration(spec, new Calibration.Options(rounds, warmUp, timed,
                controllerBudget, seed, workDir), ChildJvm.command(heapBytes, List.of()));
        PrintWriter stdout = cli.getOut();
        Environment environment = Environment.current();
        CalibrateConsole.plan(stdout, calibration, heapBytes);
        List<RoundResult> results = calibration.run(round -> CalibrateConsole.round(stdout, round));
        if (outLock != null) {
            CalibrationCsv.write(outLock, results, environment);
        }
        CalibrateConsole.results(stdout, calibration, results);
        if (profile) {
            stdout.println();
            stdout.print(calibration.profile().render());
        }
        CalibrateConsole.reproduce(stdout, calibration);
        if (out.file != null) {
            stdout.printf("Rows in %s%n", out.file);
        }
        stdout.flush();
        return 0;
    }

    static void addFactorOptions(CommandLine.Model.CommandSpec calibrate) {
        SettingOptions.addRunOptions(calibrate, Calibration.FACTORS, Calibration.DEFAULTS);
    }

    /** A duration option's value ({@code off}: none), as {@code Interval} spells it. */
    private static Duration duration(String text) {
        Interval interval = Interval.parse(text);
        return interval.isOff() ? Duration.ZERO : Duration.ofMillis(interval.millis());
    }
}
