package ingestlab.jmh;

import ingestlab.report.ForkEnvironment;
import ingestlab.results.Environment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

/**
 * Records, from inside each benchmark fork, the lab's environment that JMH's results lack (lab version, git sha,
 * Lucene version, GC, OS, host, CPU, cores, memory, the work folder's file system): one line of {@value ForkEnvironment#FILE} per fork, in the folder given as the
 * profiler's option (default: the working folder). Give the folder of the JSON results, and {@code lab report --jmh}
 * finds it there:
 * {@code -prof ingestlab.jmh.LabEnvironmentProfiler:DIR -rf json -rff DIR/results.json}.
 * {@link BenchmarkSuite} always adds it. The file is appended to, so use a fresh folder per run.
 */
public final class LabEnvironmentProfiler implements InternalProfiler {
    private final Path file;
    private boolean recorded;

    /** JMH passes the text after {@code -prof ...LabEnvironmentProfiler:}, here the folder. */
    public LabEnvironmentProfiler(String folder) {
        this.file = Path.of(folder.isBlank() ? "." : folder.trim()).resolve(ForkEnvironment.FILE);
    }

    @Override
    public String getDescription() {
        return "ingest-lab: records each fork's lab version, git sha, Lucene version, machine and work file system in "
                + ForkEnvironment.FILE;
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (!recorded) {
            try {
                // the file system the trials' indexes go to: tmpfs would make flush and merge times RAM's
                ForkEnvironment.record(file, Environment.ofTrial(Double.NaN,
                        Environment.fileSystemType(TrialBenchmark.workRoot())));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot record the lab environment in " + file, e);
            }
            recorded = true;
        }
    }

    @Override
    public Collection<? extends Result<?>> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        return List.of();
    }
}
