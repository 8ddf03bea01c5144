package ingestlab.jmh;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import ingestlab.report.JmhReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the lab's JMH benchmarks and turns the results into tables: what the Maven profiles {@code jmh} and
 * {@code jmh-full} call. Settings come from system properties (empty means the benchmark's own default):
 * <ul>
 *   <li>{@code jmh.include}: comma-separated regexes of benchmarks to run (default: every lab benchmark); each must
 *       match one; {@code jmh.exclude}: regexes to leave out;
 *   <li>{@code jmh.params}: parameter overrides, {@code name=v1,v2;name2=v3}, each declared by a benchmark that runs;
 *   <li>{@code jmh.docs}, {@code jmh.forks} (the rounds), {@code jmh.warmups}, {@code jmh.iterations};
 *   <li>{@code jmh.prof}: more JMH profilers, comma-separated, as with {@code -prof}: {@code gc}, {@code stack:lines=5};
 *   <li>{@code jmh.rf}: more result formats, comma-separated ({@code csv}, {@code scsv}, {@code text}, {@code latex}),
 *       written per benchmark next to its JSON in {@code benchmarks/};
 *   <li>{@code jmh.out}: where the report folder goes (default {@code reports/jmh});
 *   <li>{@code jmh.run}: the report folder's name (default: the UTC time); a folder that exists is resumed, its
 *       finished benchmarks skipped;
 *   <li>{@code jmh.seed}: the seed of the rounds' shuffled orders (default 1).
 * </ul>
 * Every value is checked before any fork starts: a bad one is one line on stderr and exit code 2. Each benchmark runs
 * in rounds ({@link ForkRounds}); forks run on this JVM's own {@code java}, which Maven's toolchain picked (JDK 21 or
 * newer), with the benchmarks' own {@code @Fork} flags. The run ends with a line per benchmark whose factor did not
 * act in some row ({@link FactorActs}).
 */
public final class BenchmarkSuite {
    private BenchmarkSuite() {}

    public static void main(String[] args) throws IOException, RunnerException {
        if (Runtime.version().feature() < 21) {
            throw new IllegalStateException("JMH forks need Java 21 or newer; this is Java " + Runtime.version());
        }
        SuiteInput input;
        List<BenchmarkListEntry> benchmarks;
        try {
            input = SuiteInput.fromProperties();
            benchmarks = input.benchmarks();
            benchmarks.forEach(b -> FactorConditions.ofBenchmark(b.getUsername()));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        Path root = Path.of(input.out()).toAbsolutePath().normalize();
        Path folder = input.run().isEmpty() ? JmhReport.newFolder(root)
                : Files.createDirectories(root.resolve(input.run()));
        ForkRounds rounds = new ForkRounds(input, folder, 1);
        for (BenchmarkListEntry benchmark : benchmarks) {
            if (Files.exists(ForkRounds.resultsOf(folder, benchmark))) {
                System.out.println("# " + benchmark.getUsername() + ": done in " + folder + ", skipped");
            } else {
                rounds.run(benchmark);
            }
        }
        Path json = mergeResults(folder, benchmarks);
        JmhReport report = JmhReport.read(json);
        report.writeTo(json, folder);
        System.out.println();
        System.out.print(Files.readString(folder.resolve(JmhReport.TABLES_MD)));
        System.out.println("JMH report written to " + folder);
        report.factorFailures().forEach(System.out::println);
    }

    /** {@code results.json}: the benchmarks' merged results, in the order they ran. */
    static Path mergeResults(Path folder, List<BenchmarkListEntry> benchmarks) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode all = mapper.createArrayNode();
        for (BenchmarkListEntry benchmark : benchmarks) {
            all.addAll((ArrayNode) mapper.readTree(ForkRounds.resultsOf(folder, benchmark).toFile()));
        }
        Path json = folder.resolve(JmhReport.RESULTS_JSON);
        mapper.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), all);
        return json;
    }

    /**
     * What every fork's JMH run shares: the forks' {@code java}, the lab's two profilers (the environment recorded in
     * {@code folder}, the run folder), the extra profilers, failing on a trial's error.
     */
    static ChainedOptionsBuilder base(Path folder, SuiteInput input) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .jvm(Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .addProfiler(TrialMetricsProfiler.class)
                .addProfiler(LabEnvironmentProfiler.class, folder.toAbsolutePath().toString())
                // A trial that fails its own checks (documents lost) stops the suite instead of leaving a gap.
                .shouldFailOnError(true);
        for (String profiler : input.profilers()) {
            int colon = profiler.indexOf(':');
            if (colon < 0) {
                options.addProfiler(profiler);
            } else {
                options.addProfiler(profiler.substring(0, colon), profiler.substring(colon + 1));
            }
        }
        // Set (to nothing) so that forks do not inherit this launcher's own flags, JMH's default; the benchmarks'
        // @Fork(jvmArgsAppend) gives the lab's flags and the fixed heap.
        return options.jvmArgs();
    }

    static String extension(ResultFormatType format) {
        return switch (format) {
            case TEXT -> "txt";
            case LATEX -> "tex";
            default -> format.name().toLowerCase(Locale.ROOT);
        };
    }
}
