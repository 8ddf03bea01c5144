package ingestlab.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.metrics.Metric;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** The runs in a JMH {@code results.json} ({@code -rf json}), as far as the lab's reports need them. */
final class JmhResults {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JmhResults() {}

    /**
     * One benchmark × parameter combination.
     *
     * @param benchmark the full name, {@code package.Class.method}
     * @param mode JMH's short mode name: thrpt, avgt, sample, ss
     * @param samples measured iterations over all forks that produced a score
     * @param forkScores the primary score of each fork in the order JMH wrote them (the mean of its measured
     *     iterations): a suite run in rounds merges its forks in round order, so fork i of every row ran in round i
     */
    public record Run(String benchmark, String mode, int forks, int warmupIterations, int measurementIterations,
                      String jmhVersion, String jvm, List<String> jvmArgs, String jdkVersion, String vm,
                      Map<String, String> params, Score primary, Map<String, Score> secondary,
                      List<Double> forkScores) {

        /** The benchmark without its package: {@code Class.method}. */
        public String shortName() {
            int method = benchmark.lastIndexOf('.');
            int type = method <= 0 ? -1 : benchmark.lastIndexOf('.', method - 1);
            return benchmark.substring(type + 1);
        }

        /** Whether a lower primary score is better: every mode but throughput reports time per operation. */
        public boolean lowerIsBetter() {
            return !mode.equals("thrpt");
        }
    }

    /**
     * A score as JMH aggregated it.
     *
     * @param error the half-width of JMH's 99.9% confidence interval; NaN with too few samples
     */
    public record Score(double score, double error, String unit, long samples) {}

    /** Reads a JMH JSON result file; a file that is not one gives an {@link IllegalArgumentException}. */
    public static List<Run> read(Path json) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(json.toFile());
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IllegalArgumentException("'" + json + "' is not JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isArray()) {
            throw new IllegalArgumentException("'" + json + "' is not a JMH result file (expected a JSON array of runs)");
        }
        List<Run> runs = new ArrayList<>();
        for (JsonNode run : root) {
            if (!run.hasNonNull("benchmark") || !run.hasNonNull("primaryMetric")) {
                throw new IllegalArgumentException("'" + json + "' is not a JMH result file (a run has no benchmark "
                        + "or primaryMetric)");
            }
            Map<String, String> params = new LinkedHashMap<>();
            run.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            Map<String, Score> secondary = new LinkedHashMap<>();
            run.path("secondaryMetrics").fields().forEachRemaining(e -> secondary.put(FactorCheck.fromJson(e.getKey()),
                    score(e.getValue())));
            List<String> jvmArgs = new ArrayList<>();
            run.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
            runs.add(new Run(run.path("benchmark").asText(), run.path("mode").asText(), run.path("forks").asInt(),
                    run.path("warmupIterations").asInt(), run.path("measurementIterations").asInt(),
                    run.path("jmhVersion").asText(), run.path("jvm").asText(), Collections.unmodifiableList(jvmArgs),
                    run.path("jdkVersion").asText(), (run.path("vmName").asText() + " " + run.path("vmVersion")
                            .asText()).trim(), Collections.unmodifiableMap(params), score(run.path("primaryMetric")),
                    Collections.unmodifiableMap(secondary), forkMeans(run.path("primaryMetric"))));
        }
        return List.copyOf(runs);
    }

    /** The distinct values of a field over {@code runs}, joined with " | " (one value when every run agrees). */
    public static String distinct(List<Run> runs, Function<Run, String> field) {
        return String.join(" | ", runs.stream().map(field).distinct().toList());
    }

    /** Every parameter name over {@code runs}, in the order first seen. */
    public static List<String> paramNames(List<Run> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.params().keySet()));
        return List.copyOf(names);
    }

    /** Secondary result names over {@code runs}: the lab's metrics in their declared order, then the others. */
    public static List<String> secondaryNames(List<Run> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.secondary().keySet()));
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt(n -> Metric.find(n).map(Metric::ordinal).orElse(Integer.MAX_VALUE)));
        return sorted;
    }

    private static Score score(JsonNode metric) {
        long samples = 0;
        for (JsonNode fork : metric.path("rawData")) {
            samples += fork.size();
        }
        return new Score(number(metric.path("score")), number(metric.path("scoreError")),
                metric.path("scoreUnit").asText(), samples);
    }

    /** The mean of each fork's measured iterations. */
    private static List<Double> forkMeans(JsonNode metric) {
        List<Double> means = new ArrayList<>();
        for (JsonNode fork : metric.path("rawData")) {
            double sum = 0;
            for (JsonNode iteration : fork) {
                sum += number(iteration);
            }
            means.add(fork.isEmpty() ? Double.NaN : sum / fork.size());
        }
        return List.copyOf(means);
    }

    /** JMH writes NaN as the string "NaN". */
    private static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.asDouble();
        }
        try {
            return Double.parseDouble(node.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
