package ingestlab.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * One benchmark in rounds, as the lab's sweeps run configs: each round runs one fork of every parameter combination,
 * in an order shuffled with the run's seed, so that the rows' forks alternate in time and a row is compared with
 * another under the same drift of the machine, round by round. A JMH run per fork (one combination, one fork);
 * {@code @Warmup} and {@code @Measurement} (or their properties) keep their meaning within it, and the number of
 * rounds is the benchmark's {@code @Fork} count (or {@code jmh.forks}). The forks of a combination are then merged
 * into one JMH result in round order, so fork i of every row is round i, and written to
 * {@code benchmarks/<benchmark>.json}: a benchmark whose file is there is done (a resumed run skips it).
 */
final class ForkRounds {
    static final String FOLDER = "benchmarks";

    private final SuiteInput input;
    private final Path folder;
    private final ForkLog log;
    private final int jmhForks;

    /**
     * @param jmhForks JMH's forks per run: 1, each fork its own JVM; 0 runs in this JVM (the smoke test only: then
     *     nothing is isolated)
     */
    ForkRounds(SuiteInput input, Path folder, int jmhForks) {
        this.input = input;
        this.folder = folder;
        this.log = new ForkLog(folder);
        this.jmhForks = jmhForks;
    }

    /** Where the benchmark's merged results go. */
    static Path resultsOf(Path folder, BenchmarkListEntry entry) {
        return folder.resolve(FOLDER).resolve(entry.getUsername() + ".json");
    }

    /** Runs every round of the benchmark, then writes its merged results; returns them, a row per combination. */
    List<RunResult> run(BenchmarkListEntry entry) throws RunnerException, IOException {
        List<Map<String, String>> combinations = combinations(entry, input.params());
        int rounds = input.forks().orElse(entry.getForks().orElse(1));
        List<List<BenchmarkResult>> forks = new ArrayList<>();
        combinations.forEach(c -> forks.add(new ArrayList<>()));
        BenchmarkParams[] params = new BenchmarkParams[combinations.size()];
        for (int round = 1; round <= rounds; round++) {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < combinations.size(); i++) {
                order.add(i);
            }
            Collections.shuffle(order, new Random(input.seed() * 1_000_003L + round * 7_919L
                    + entry.getUsername().hashCode()));
            for (int position = 0; position < order.size(); position++) {
                int row = order.get(position);
                Instant started = Instant.now();
                RunResult fork = runFork(entry, combinations.get(row));
                log.record(entry.getUsername(), round, position + 1, combinations.get(row), input.seed(), started,
                        Instant.now());
                forks.get(row).addAll(fork.getBenchmarkResults());
                params[row] = fork.getParams();
            }
        }
        List<RunResult> merged = new ArrayList<>();
        for (int row = 0; row < combinations.size(); row++) {
            merged.add(new RunResult(withForks(params[row], forks.get(row).size()), forks.get(row)));
        }
        write(entry, merged);
        return merged;
    }

    private RunResult runFork(BenchmarkListEntry entry, Map<String, String> combination) throws RunnerException {
        ChainedOptionsBuilder options = BenchmarkSuite.base(folder, input)
                .include("^" + Pattern.quote(entry.getUsername()) + "$").forks(jmhForks).warmupForks(0);
        combination.forEach(options::param);
        if (jmhForks == 0) {
            options.verbosity(VerboseMode.SILENT);
        }
        input.warmups().ifPresent(options::warmupIterations);
        input.iterations().ifPresent(options::measurementIterations);
        Collection<RunResult> results = new Runner(options.build()).run();
        if (results.size() != 1) {
            throw new IllegalStateException("a fork of " + entry.getUsername() + " " + combination + " gave "
                    + results.size() + " results, not 1");
        }
        return results.iterator().next();
    }

    private void write(BenchmarkListEntry entry, List<RunResult> merged) throws IOException {
        Path json = resultsOf(folder, entry);
        Files.createDirectories(json.getParent());
        // written under another name and moved, so a run stopped halfway leaves no file that says "done"
        Path partial = json.resolveSibling(json.getFileName() + ".partial");
        ResultFormatFactory.getInstance(ResultFormatType.JSON, partial.toString()).writeOut(merged);
        Files.move(partial, json, StandardCopyOption.REPLACE_EXISTING);
        for (ResultFormatType format : input.extraFormats()) {
            ResultFormatFactory.getInstance(format, json.resolveSibling(entry.getUsername() + "."
                    + BenchmarkSuite.extension(format)).toString()).writeOut(merged);
        }
    }

    /**
     * Every combination of the benchmark's parameter values, each declared value (or the override's) in its
     * declared order, the last parameter varying fastest: the first combination takes every parameter's first value,
     * the baseline of the table's paired effects.
     */
    static List<Map<String, String>> combinations(BenchmarkListEntry entry, Map<String, List<String>> overrides) {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        for (Map.Entry<String, String[]> param : entry.getParams().orElse(Map.of()).entrySet()) {
            List<String> values = overrides.getOrDefault(param.getKey(), List.of(param.getValue()));
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> combination : combinations) {
                for (String value : values) {
                    Map<String, String> more = new LinkedHashMap<>(combination);
                    more.put(param.getKey(), value);
                    next.add(more);
                }
            }
            combinations = next;
        }
        return combinations;
    }

    /** JMH's parameters of a fork, with the number of forks merged. */
    private static BenchmarkParams withForks(BenchmarkParams p, int forks) {
        WorkloadParams workload = new WorkloadParams();
        int order = 0;
        for (String key : p.getParamsKeys()) {
            workload.put(key, p.getParam(key), order++);
        }
        return new BenchmarkParams(p.getBenchmark(), p.generatedBenchmark(), p.shouldSynchIterations(),
                p.getThreads(), p.getThreadGroups(), p.getThreadGroupLabels(), forks, p.getWarmupForks(),
                p.getWarmup(), p.getMeasurement(), p.getMode(), workload, p.getTimeUnit(), p.getOpsPerInvocation(),
                p.getJvm(), p.getJvmArgs(), p.getJdkVersion(), p.getVmName(), p.getVmVersion(), p.getJmhVersion(),
                p.getTimeout());
    }
}
