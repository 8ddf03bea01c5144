package ingestlab.calibrate;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.CalibrationCost;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.util.RunBudget;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One {@code lab calibrate}: its variants' specs, its rounds in seeded interleaved order, each round's variants in
 * fresh JVMs taking turns ({@link ForkedVariants}), and one more run of the lab and the bare loop under JFR.
 */
public final class Calibration {
    /**
     * The factor settings calibrate takes, with its own defaults (one 2-core machine's worth of work). The buffer is
     * every variant's IndexWriter RAM buffer and the lab's budget: with one shard Lucene flushes before the
     * controller ever acts; lab+controller shares it between two shards, so the controller writes.
     */
    public static final Map<Setting<?>, String> DEFAULTS = Map.of(DataSettings.DATASET, "europarl",
            ClientSettings.DOCS, "200000", ClientSettings.THREADS, "2", ControllerSettings.BUFFER, "64mb");

    /** The factor settings calibrate takes as options, in the order its help lists them. */
    public static final List<Setting<?>> FACTORS = List.of(DataSettings.DATASET, ClientSettings.DOCS,
            ClientSettings.THREADS, ControllerSettings.BUFFER, CalibrationCost.CALIBRATION_COST);

    /** The lab's hottest frames the profile names. */
    private static final int PROFILE_FRAMES = 12;

    /**
     * @param rounds how many rounds, each running every variant once
     * @param warmUp each JVM's untimed runs, and the least time they take
     * @param timed each JVM's timed runs after them, and the least time they take
     * @param controllerBudget lab+controller's budget, shared by its two shards
     * @param seed the seed of the round order (and, in the spec, of the documents)
     * @param workDir where the indexes go, or null for a temporary folder
     */
    public record Options(int rounds, RunBudget warmUp, RunBudget timed, BufferSize controllerBudget, long seed,
                          Path workDir) {}

    private final ExperimentSpec spec;
    private final Options options;
    private final ForkedVariants launcher;

    /**
     * @param spec the lab run's spec ({@link #spec})
     * @param childCommand the command that starts a variant's JVM
     */
    public Calibration(ExperimentSpec spec, Options options, List<String> childCommand) {
        this.spec = spec;
        this.options = options;
        this.launcher = new ForkedVariants(childCommand, options.warmUp(), options.timed(),
                variant -> variant.spec(spec, options.controllerBudget()), options.workDir(),
                Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-calibrate"));
    }

    /** The lab run's spec before the options given: the defaults and calibrate's, this heap and seed, no refreshes. */
    public static ExperimentSpec.Builder defaults(long heapBytes, long seed) {
        ExperimentSpec.Builder builder = LabSettings.defaults().set(ControllerSettings.HEAP_BYTES, heapBytes)
                .set(NodeSettings.SEED, seed).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse("off"));
        DEFAULTS.forEach(builder::setText);
        return builder;
    }

    /** The lab run's spec from the options given: as many write threads as clients. */
    public static ExperimentSpec spec(ExperimentSpec given) {
        return given.toBuilder().set(NodeSettings.WRITE_THREADS, given.get(ClientSettings.THREADS)).build();
    }

    public ExperimentSpec spec() {
        return spec;
    }

    public Options options() {
        return options;
    }

    /** The calibration's cost per document, which the +cost variants add. */
    public CalibrationCost cost() {
        return CalibrationCost.from(spec);
    }

    /** The variants each round runs ({@link Variant#of}). */
    public List<Variant> variants() {
        return Variant.of(spec);
    }

    /** Every round's results, in order; {@code listener} hears each round's as it ends. */
    public List<RoundResult> run(CalibrationRunner.Listener listener) throws IOException, InterruptedException {
        return CalibrationRunner.run(CalibrationPlan.of(variants(), options.rounds(), options.seed()), launcher,
                listener);
    }

    /** One more run of the lab and of the bare loop under JFR: where their time goes, with the lab's hottest frames. */
    public ProfileReport profile() throws IOException, InterruptedException {
        return new ProfileReport(launcher.profile(Variant.LAB, PROFILE_FRAMES),
                launcher.profile(Variant.BARE, PROFILE_FRAMES));
    }
}
