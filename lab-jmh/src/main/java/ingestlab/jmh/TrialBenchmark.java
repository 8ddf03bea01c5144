package ingestlab.jmh;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.ProgressListener;
import ingestlab.experiment.Trial;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.Observations;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * One lab question as a JMH benchmark: every invocation is a whole indexing trial ({@link Trial}) on a fresh node in
 * a fresh folder, timed once ({@link Mode#SingleShotTime}). The folder is made and deleted outside the timing.
 * Subclasses say which spec an invocation runs, from their {@code @Param} fields, in {@link #spec()}; most build on
 * the lab's defaults through {@link LabDefaultsBenchmark}.
 *
 * <p>Each trial's observations go to {@link TrialMetricsProfiler}, which reports the segment metrics as secondary
 * results. The forks and iterations here are the quick suite's (a subclass may size its own): 3 forks, each the round
 * of a suite run ({@link ForkRounds}), so that every row's paired effect has 3 rounds, of one warm-up and one measured
 * trial; the full Maven profile overrides them, and the documents per trial, for every benchmark. A warm-up trial
 * indexes {@link #WARMUP_SHARE} of the documents: it is there to compile the code before the measured trial, which a
 * trial's first seconds do, and a whole trial's length only made each fork longer. Every fork gets the lab's JVM flags and a fixed
 * 1 GB heap, so that buffer percentages and GC pressure are the same in every fork.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
// The lab's JVM flags (lab.jvm.flags in the root pom; BenchmarkSmokeTest checks they match) and a fixed heap,
// here so that plain `java -jar benchmarks.jar` forks get them too. A subclass's own @Fork would drop them.
@Fork(value = 3, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
        "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 1)
@Measurement(iterations = 1)
public abstract class TrialBenchmark {
    /** The share of a trial's documents a warm-up trial indexes. */
    static final double WARMUP_SHARE = 0.25;

    private Path directory;
    /** Whether the iteration under way is a warm-up; set before it by JMH (one thread per fork, {@code @Threads(1)}). */
    private boolean warmup;

    /** The spec one invocation runs. */
    public abstract ExperimentSpec spec();

    /** Where trials put their indexes: the JVM's temporary folder. */
    static Path workRoot() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    @Setup(Level.Iteration)
    public void iterationType(IterationParams iteration) {
        warmup = iteration.getType() == IterationType.WARMUP;
    }

    /** The spec this invocation runs: {@link #spec()}, at {@link #WARMUP_SHARE} of its documents in a warm-up. */
    protected ExperimentSpec trialSpec() {
        ExperimentSpec spec = spec();
        if (!warmup) {
            return spec;
        }
        long docs = Math.max(1, Math.round(spec.get(ClientSettings.DOCS) * WARMUP_SHARE));
        return spec.toBuilder().set(ClientSettings.DOCS, docs).build();
    }

    @Setup(Level.Invocation)
    public void createDirectory() throws Exception {
        directory = Files.createTempDirectory(workRoot(), "ingest-lab-jmh-");
    }

    @Benchmark
    public Object index() throws Exception {
        return run(directory);
    }

    /**
     * One timed invocation in the fresh folder {@code directory}: a trial, whose observations go to the profiler.
     * Returns what it made, for JMH's blackhole; a subclass may time something else (JMH allows no overriding of a
     * {@code @Benchmark} method).
     */
    protected Object run(Path directory) throws Exception {
        Observations observations = new Trial(trialSpec(), directory.resolve("trial"), false)
                .run(ProgressListener.NONE);
        TrialMetricsProfiler.record(observations);
        return observations;
    }

    @TearDown(Level.Invocation)
    public void deleteDirectory() throws Exception {
        ExperimentRunner.deleteTree(directory);
    }
}
