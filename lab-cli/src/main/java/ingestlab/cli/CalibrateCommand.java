package ingestlab.cli;

import ingestlab.node.NodeSettings;
import ingestlab.node.IndexSettings;
import ingestlab.load.ClientSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.calibrate.CalibrationCsv;
import ingestlab.calibrate.CalibrationNotes;
import ingestlab.calibrate.CalibrationPlan;
import ingestlab.calibrate.CalibrationReport;
import ingestlab.calibrate.CalibrationRunner;
import ingestlab.calibrate.ForkedVariants;
import ingestlab.calibrate.HotFrames;
import ingestlab.calibrate.RoundResult;
import ingestlab.calibrate.TimedRun;
import ingestlab.calibrate.Variant;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.mapping.CalibrationCost;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.util.RunBudget;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
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
    /** Top lab frames printed from the profile. */
    private static final int FRAMES = 12;

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
    /** {@code --out}, locked from before the first line is printed until its rows are written (null without it). */
    private WriterLock outLock;

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
        ExperimentSpec spec = spec(heapBytes);
        BufferSize controllerBudget = BadInput.checkOption(cli, "--controller-buffer",
                () -> BufferSize.parse(controllerBuffer));
        WorkDirNotes.checkWritable(workDir, cli);
        if (out.file != null) {
            try {
                outLock = held.hold(WriterLock.lock(out.file));
            } catch (IOException e) {
                throw OutputFileOption.refused(cli, out.file, e);
            }
        }
        List<Variant> variants = Variant.of(spec);
        CalibrationCost cost = CalibrationCost.from(spec);
        PrintWriter stdout = cli.getOut();
        Environment environment = Environment.current();
        stdout.printf(Locale.ROOT, "Calibration: %s, %,d docs, %d threads, %d rounds x %d variants, each in a fresh "
                        + "JVM (%s heap), a round's JVMs taking turns run by run: untimed warm-up runs (at least %d; least "
                        + "time %s), then timed runs (at least %d; least time %s; their median counts), order seed %d%n",
                spec.get(DataSettings.DATASET).name(), spec.get(ClientSettings.DOCS), spec.get(ClientSettings.THREADS), rounds, variants.size(),
                ByteSize.human(heapBytes), warmupRuns, text(warmUp.time()), timedRuns,
                text(timed.time()), seed);
        for (Variant variant : variants) {
            stdout.printf("  %-15s %s%n", variant.label(), variant.describe(spec, controllerBudget));
        }
        stdout.println("Environment:");
        for (EnvironmentColumn column : EnvironmentColumn.values()) {
            String value = column.read(Environment.ofTrial(Environment.loadAverage(), ""));
            if (!value.isEmpty()) {
                stdout.printf("  %-20s %s%n", column.column(), value);
            }
        }
        stdout.flush();

        ForkedVariants launcher = new ForkedVariants(ChildJvm.command(heapBytes, List.of()), warmUp, timed,
                variant -> variant.spec(spec, controllerBudget), workDir,
                Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-calibrate"));
        List<CalibrationPlan.Slot> plan = CalibrationPlan.of(variants, rounds, seed);
        List<RoundResult> results = CalibrationRunner.run(plan, launcher, round -> {
            for (RoundResult result : round) {
                CalibrationPlan.Slot slot = result.slot();
                stdout.printf(Locale.ROOT, "  #%-3d round %d  %-15s %10.1f docs/s (median of %d runs, %s)  %8.1f "
                                + "docs/CPU-s  docs_verified %d  controller_writes %s%n", slot.order(), slot.round(),
                        slot.variant().label(), result.docsPerSecond(), result.runs().size(),
                        range(result, TimedRun::docsPerSecond), result.docsPerCpuSecond(), result.docsVerified(),
                        range(result, TimedRun::controllerWrites));
            }
            stdout.flush();
        });
        if (out.file != null) {
            writeCsv(CalibrationCsv.bytes(results, environment));
        }
        stdout.println();
        stdout.print(new CalibrationReport(results, cost).render());
        CalibrationNotes.of(results).forEach(note -> stdout.println("note: " + note));
        if (profile) {
            stdout.println();
            stdout.print(profile(launcher));
        }
        stdout.printf("%nReproduce: bin/lab calibrate --dataset %s --docs %d --rounds %d --warmup-runs %d --warmup-time %s "
                + "--timed-runs %d --timed-time %s --threads %d --buffer %s --controller-buffer %s --seed %d%s%n",
                spec.get(DataSettings.DATASET).name(), spec.get(ClientSettings.DOCS), rounds, warmupRuns, text(warmUp.time()), timedRuns,
                text(timed.time()), spec.get(ClientSettings.THREADS), spec.get(ControllerSettings.BUFFER), controllerBudget, seed,
                cost.rounds() > 0 ? " " + CalibrationCost.CALIBRATION_COST.option() + " " + cost.rounds() : "");
        if (out.file != null) {
            stdout.printf("Rows in %s%n", out.file);
        }
        stdout.flush();
        return 0;
    }

    /**
     * The factor options calibrate takes, with its own defaults (one 2-core machine's worth of work). The buffer is
     * every variant's IndexWriter RAM buffer and the lab's budget: with one shard Lucene flushes before the
     * controller ever acts; lab+controller shares it between two shards, so the controller writes.
     */
    static final Map<Setting<?>, String> DEFAULTS = Map.of(DataSettings.DATASET, "europarl",
            ClientSettings.DOCS, "200000", ClientSettings.THREADS, "2", ControllerSettings.BUFFER, "64mb");

    static void addFactorOptions(CommandLine.Model.CommandSpec calibrate) {
        SettingOptions.addRunOptions(calibrate, List.of(DataSettings.DATASET, ClientSettings.DOCS, ClientSettings.THREADS,
                ControllerSettings.BUFFER, CalibrationCost.CALIBRATION_COST), DEFAULTS);
    }

    /** The least and the greatest of the timed runs' values ({@code 411058-548327}), or the one value they share. */
    private static String range(RoundResult result, ToDoubleFunction<TimedRun> value) {
        double low = result.runs().stream().mapToDouble(value).min().orElseThrow();
        double high = result.runs().stream().mapToDouble(value).max().orElseThrow();
        return low == high ? String.format(Locale.ROOT, "%.0f", low)
                : String.format(Locale.ROOT, "%.0f-%.0f", low, high);
    }

    /** The lab run's spec, from the options; a bad value is refused with its option named. */
    private ExperimentSpec spec(long heapBytes) {
        CommandLine cli = commandSpec.commandLine();
        ExperimentSpec.Builder builder = LabSettings.defaults().set(ControllerSettings.HEAP_BYTES, heapBytes).set(NodeSettings.SEED, seed)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse("off"));
        DEFAULTS.forEach(builder::setText);
        ExperimentSpec spec = SettingOptions.withSettingsGiven(cli, builder);
        return spec.toBuilder().set(NodeSettings.WRITE_THREADS, spec.get(ClientSettings.THREADS)).build();
    }

    /** A duration option's value ({@code off}: none), as {@code Interval} spells it. */
    private static Duration duration(String text) {
        Interval interval = Interval.parse(text);
        return interval.isOff() ? Duration.ZERO : Duration.ofMillis(interval.millis());
    }

    private static String text(Duration duration) {
        return duration.isZero() ? "off" : Interval.ofMillis(duration.toMillis()).toString();
    }

    /** The lab's and the bare loop's CPU samples, by owner; the lab's hottest harness frames; the ratio they imply. */
    private String profile(ForkedVariants launcher) throws IOException, InterruptedException {
        HotFrames.Profile lab = launcher.profile(Variant.LAB, FRAMES);
        HotFrames.Profile bare = launcher.profile(Variant.BARE, FRAMES);
        StringBuilder text = new StringBuilder("Where the time goes (one more run of each under JFR, CPU samples of every "
                + "thread but main, each charged to its first frame outside the JDK):\n");
        text.append(shares("lab", lab)).append(shares("bare", bare));
        text.append("  the lab's harness, top frames:\n");
        for (HotFrames.Frame frame : lab.labFrames()) {
            text.append(String.format(Locale.ROOT, "    %5.2f%%  %s%n", 100 * frame.share(), frame.method()));
        }
        text.append(String.format(Locale.ROOT, "  estimated lab/bare from the shares %.3f: (1 - lab's harness share) / "
                        + "(1 - bare's), if the rest costs the same in both and the machine is CPU-bound; unlike "
                        + "docs/s, shares do not move when other work slows both runs%n",
                HotFrames.estimatedRatio(lab, bare)));
        return text.toString();
    }

    private static String shares(String name, HotFrames.Profile profile) {
        return String.format(Locale.ROOT, "  %-5s %6d samples: Lucene %.1f%%, feed and mapping %.1f%%, harness %.1f%%, "
                        + "other %.1f%%%n", name, profile.total(), 100 * profile.share(HotFrames.Owner.LUCENE),
                100 * profile.share(HotFrames.Owner.FEED_AND_MAPPING), 100 * profile.share(HotFrames.Owner.HARNESS),
                100 * profile.share(HotFrames.Owner.OTHER));
    }

    /** The rows, through the lock's channel: a second descriptor of the file, closed, would drop the lock. */
    private void writeCsv(byte[] csv) throws IOException {
        FileChannel channel = outLock.channel();
        channel.truncate(0);
        ByteBuffer bytes = ByteBuffer.wrap(csv);
        while (bytes.hasRemaining()) {
            channel.write(bytes, bytes.position());
        }
        channel.force(true);
    }
}
