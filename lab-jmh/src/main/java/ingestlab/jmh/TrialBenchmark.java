package ingestlab.jmh;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.ProgressListener;
import ingestlab.experiment.Trial;
import ingestlab.metrics.Observations;
import ingestlab.spec.ExperimentSpec;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One lab question as a JMH benchmark: every invocation is a whole indexing trial ({@link Trial}) on a fresh node in
 * a fresh folder, timed once ({@link Mode#SingleShotTime}). The folder is made and deleted outside the timing.
 * Subclasses only say which factors the question varies, as {@code @Param} fields, in {@link #configure}.
 *
 * <p>Each trial's observations go to {@link TrialMetricsProfiler}, which reports the segment metrics as secondary
 * results. The defaults here are the quick suite's; the Maven profiles override forks, iterations and {@link #docs}.
 * Every fork gets the lab's JVM flags and a fixed 1 GB heap, so that buffer percentages and GC pressure are the same
 * in every fork.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
// The lab's JVM flags (lab.jvm.flags in the root pom; BenchmarkSmokeTest checks they match) and a fixed heap,
// here so that plain `java -jar benchmarks.jar` forks get them too.
@Fork(value = 2, jvmArgsAppend = {"--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
        "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public abstract class TrialBenchmark {
    /** Documents per trial; the same total whatever the shard count. */
    @Param("8000")
    public long docs;

    private Path directory;

    /** The question's factors on top of the lab's defaults (Elasticsearch's out-of-the-box values). */
    protected abstract ExperimentSpec.Builder configure(ExperimentSpec.Builder spec);

    /** The spec one invocation runs. */
    public ExperimentSpec spec() {
        return configure(ExperimentSpec.defaults().docs(docs)).build();
    }

    @Setup(Level.Invocation)
    public void createDirectory() throws Exception {
        directory = Files.createTempDirectory("ingest-lab-jmh-");
    }

    @Benchmark
    public Observations index() throws Exception {
        Observations observations = new Trial(spec(), directory.resolve("trial"), false).run(ProgressListener.NONE);
        TrialMetricsProfiler.record(observations);
        return observations;
    }

    @TearDown(Level.Invocation)
    public void deleteDirectory() throws Exception {
        ExperimentRunner.deleteTree(directory);
    }
}
