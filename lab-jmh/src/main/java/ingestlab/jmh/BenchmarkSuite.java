package ingestlab.jmh;

import ingestlab.report.JmhReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the lab's JMH benchmarks and turns the results into tables: what the Maven profiles {@code jmh} and
 * {@code jmh-full} call. Settings come from system properties (empty means the benchmark's own default):
 * <ul>
 *   <li>{@code jmh.include}: comma-separated regexes of benchmarks to run (default: every lab benchmark);
 *   <li>{@code jmh.params}: parameter overrides, {@code name=v1,v2;name2=v3};
 *   <li>{@code jmh.docs}, {@code jmh.forks}, {@code jmh.warmups}, {@code jmh.iterations};
 *   <li>{@code jmh.prof}: more JMH profilers, comma-separated, as with {@code -prof}: {@code gc}, {@code stack:lines=5};
 *   <li>{@code jmh.rf}: more result formats, comma-separated ({@code csv}, {@code scsv}, {@code text}, {@code latex}),
 *       written as {@code results.<csv|scsv|txt|tex>} next to {@code results.json};
 *   <li>{@code jmh.out}: where the timestamped report folder goes (default {@code reports/jmh}).
 * </ul>
 * Forks run on this JVM's own {@code java}, which Maven's toolchain picked (JDK 21 or newer), with the benchmarks'
 * own {@code @Fork} flags.
 */
public final class BenchmarkSuite {
    /** The lab's trial benchmarks; micro-benchmarks live in subpackages (ingestlab.jmh.micro) and run on request. */
    static final String ALL = "ingestlab\\.jmh\\.[A-Za-z]*Benchmark\\.";

    private BenchmarkSuite() {}

    public static void main(String[] args) throws IOException, RunnerException {
        if (Runtime.version().feature() < 21) {
            throw new IllegalStateException("JMH forks need Java 21 or newer; this is Java " + Runtime.version());
        }
        Path folder = JmhReport.newFolder(Path.of(property("jmh.out", "reports/jmh")).toAbsolutePath().normalize());
        Path json = folder.resolve(JmhReport.RESULTS_JSON);
        List<ResultFormatType> extraFormats = extraFormats();
        Collection<RunResult> results = new Runner(options(json).build()).run();
        if (results.isEmpty()) {
            throw new IllegalStateException("no benchmark matched jmh.include=" + property("jmh.include", ALL));
        }
        for (ResultFormatType format : extraFormats) {
            ResultFormatFactory.getInstance(format, folder.resolve("results." + extension(format)).toString())
                    .writeOut(results);
        }
        JmhReport.write(json, folder);
        System.out.println();
        System.out.print(Files.readString(folder.resolve(JmhReport.TABLES_MD)));
        System.out.println("JMH report written to " + folder.toAbsolutePath());
    }

    /** The run's options, from the system properties; package-private for the smoke test. */
    static ChainedOptionsBuilder options(Path json) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .jvm(Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .addProfiler(TrialMetricsProfiler.class)
                .addProfiler(LabEnvironmentProfiler.class, json.toAbsolutePath().getParent().toString())
                // A trial that fails its own checks (documents lost) stops the suite instead of leaving a gap.
                .shouldFailOnError(true)
                .resultFormat(ResultFormatType.JSON)
                .result(json.toString());
        for (String include : list(property("jmh.include", ALL), ",")) {
            options.include(include);
        }
        for (String exclude : list(property("jmh.exclude", ""), ",")) {
            options.exclude(exclude);
        }
        for (String profiler : list(property("jmh.prof", ""), ",")) {
            int colon = profiler.indexOf(':');
            if (colon < 0) {
                options.addProfiler(profiler);
            } else {
                options.addProfiler(profiler.substring(0, colon), profiler.substring(colon + 1));
            }
        }
        String docs = property("jmh.docs", "");
        if (!docs.isEmpty()) {
            options.param("docs", docs);
        }
        for (String param : list(property("jmh.params", ""), ";")) {
            int eq = param.indexOf('=');
            if (eq <= 0 || eq == param.length() - 1) {
                throw new IllegalArgumentException("jmh.params: '" + param + "' is not name=value[,value...]");
            }
            options.param(param.substring(0, eq).trim(), list(param.substring(eq + 1), ",").toArray(String[]::new));
        }
        intProperty("jmh.forks").ifPresent(options::forks);
        intProperty("jmh.warmups").ifPresent(options::warmupIterations);
        intProperty("jmh.iterations").ifPresent(options::measurementIterations);
        // Set (to nothing) so that forks do not inherit this launcher's own flags, JMH's default; the benchmarks'
        // @Fork(jvmArgsAppend) gives the lab's flags and the fixed heap.
        return options.jvmArgs();
    }

    /** The formats of {@code jmh.rf}, checked before anything runs; JSON is always written. */
    static List<ResultFormatType> extraFormats() {
        List<ResultFormatType> formats = new ArrayList<>();
        for (String name : list(property("jmh.rf", ""), ",")) {
            try {
                ResultFormatType format = ResultFormatType.valueOf(name.toUpperCase(Locale.ROOT));
                if (format != ResultFormatType.JSON) {
                    formats.add(format);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("jmh.rf: '" + name + "' is not one of "
                        + Arrays.stream(ResultFormatType.values()).map(f -> f.name().toLowerCase(Locale.ROOT))
                                .collect(Collectors.joining(", ")));
            }
        }
        return formats;
    }

    private static String extension(ResultFormatType format) {
        return switch (format) {
            case TEXT -> "txt";
            case LATEX -> "tex";
            default -> format.name().toLowerCase(Locale.ROOT);
        };
    }

    private static String property(String name, String otherwise) {
        String value = System.getProperty(name, "").trim();
        return value.isEmpty() ? otherwise : value;
    }

    private static Optional<Integer> intProperty(String name) {
        String value = property(name, "");
        if (value.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(value));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + value + "' is not a whole number");
        }
    }

    private static List<String> list(String text, String separator) {
        List<String> items = new ArrayList<>();
        for (String item : text.split(separator)) {
            if (!item.isBlank()) {
                items.add(item.trim());
            }
        }
        return items;
    }
}
