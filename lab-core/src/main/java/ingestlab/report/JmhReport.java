package ingestlab.report;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.metrics.Direction;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import ingestlab.report.JmhResults.Run;
import ingestlab.report.JmhResults.Score;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * Turns a JMH {@code results.json} into the lab's report folder: the JSON itself, {@code throughput.csv} and
 * {@code segments.csv} (one row per benchmark × parameters), {@code tables.md} (one table per benchmark, the best
 * value of each column in bold) and {@code environment.csv}.
 *
 * <p>Secondary results named after a {@link Metric} column take that metric's unit and direction; others (from
 * other profilers) are shown as they are, never bold.
 */
public final class JmhReport {
    public static final String RESULTS_JSON = "results.json";
    public static final String THROUGHPUT_CSV = "throughput.csv";
    public static final String SEGMENTS_CSV = "segments.csv";
    public static final String TABLES_MD = "tables.md";
    public static final String ENVIRONMENT_CSV = "environment.csv";

    private static final String DOCS_PER_S = Metric.DOCS_PER_S.column();
    private static final CsvMapper CSV = new CsvMapper();
    private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

    private final List<Run> runs;
    private final Environment environment;

    JmhReport(List<Run> runs, Environment environment) {
        this.runs = runs;
        this.environment = environment;
    }

    /** Reads {@code results.json}; a file that is not JMH's JSON gives an {@link IllegalArgumentException}. */
    public static JmhReport read(Path json) throws IOException {
        List<Run> runs = JmhResults.read(json);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("'" + json + "' holds no benchmark runs");
        }
        return new JmhReport(runs, Environment.current());
    }

    /** Reads {@code json} and writes the report into {@code folder}. */
    public static void write(Path json, Path folder) throws IOException {
        read(json).writeTo(json, folder);
    }

    /** A new folder below {@code root} named by the current UTC time, e.g. {@code 20261121T083000Z}. */
    public static Path newFolder(Path root) throws IOException {
        String name = ZonedDateTime.now(ZoneOffset.UTC).format(FOLDER_TIME);
        Path folder = root.resolve(name);
        for (int n = 2; Files.exists(folder); n++) {
            folder = root.resolve(name + "-" + n);
        }
        return Files.createDirectories(folder);
    }

    /** Writes the five files into {@code folder}, copying {@code json} there unless it is already. */
    public void writeTo(Path json, Path folder) throws IOException {
        Files.createDirectories(folder);
        Path copy = folder.resolve(RESULTS_JSON);
        if (!Files.exists(copy) || !Files.isSameFile(json, copy)) {
            Files.copy(json, copy, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.writeString(folder.resolve(THROUGHPUT_CSV), throughputCsv(), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve(SEGMENTS_CSV), segmentsCsv(), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve(TABLES_MD), tablesMarkdown(), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve(ENVIRONMENT_CSV), environmentCsv(), StandardCharsets.UTF_8);
    }

    /** benchmark, mode, every parameter, forks, samples, score, score_error, unit, docs_per_s, docs_per_s_error. */
    String throughputCsv() throws IOException {
        List<String> params = paramNames(runs);
        List<String> header = new ArrayList<>(List.of("benchmark", "mode"));
        header.addAll(params);
        header.addAll(List.of("forks", "samples", "score", "score_error", "unit", DOCS_PER_S, DOCS_PER_S + "_error"));
        StringBuilder out = new StringBuilder(csvLine(header));
        for (Run run : runs) {
            List<String> row = new ArrayList<>(List.of(run.benchmark(), run.mode()));
            params.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            Score docs = run.secondary().get(DOCS_PER_S);
            row.addAll(List.of(Integer.toString(run.forks()), Long.toString(run.primary().samples()),
                    plain(run.primary().score()), plain(run.primary().error()), run.primary().unit(),
                    docs == null ? "" : plain(docs.score()), docs == null ? "" : plain(docs.error())));
            out.append(csvLine(row));
        }
        return out.toString();
    }

    /** benchmark, every parameter, then each secondary metric but docs/s with its error. */
    String segmentsCsv() throws IOException {
        List<String> params = paramNames(runs);
        List<String> metrics = secondaryNames(runs).stream().filter(m -> !m.equals(DOCS_PER_S)).toList();
        List<String> header = new ArrayList<>(List.of("benchmark"));
        header.addAll(params);
        metrics.forEach(m -> header.addAll(List.of(m, m + "_error")));
        StringBuilder out = new StringBuilder(csvLine(header));
        for (Run run : runs) {
            List<String> row = new ArrayList<>(List.of(run.benchmark()));
            params.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            for (String m : metrics) {
                Score s = run.secondary().get(m);
                row.add(s == null ? "" : plain(s.score()));
                row.add(s == null ? "" : plain(s.error()));
            }
            out.append(csvLine(row));
        }
        return out.toString();
    }

    /** One table per benchmark: a row per parameter combination, the best value of each column in bold. */
    String tablesMarkdown() {
        Map<String, List<Run>> byBenchmark = new LinkedHashMap<>();
        runs.forEach(r -> byBenchmark.computeIfAbsent(r.shortName(), k -> new ArrayList<>()).add(r));
        Run first = runs.get(0);
        StringBuilder out = new StringBuilder("# JMH results\n\n");
        out.append(String.format(Locale.ROOT, "JMH %s on %s (%s); lab %s at %s; Lucene %s; %s, %d cores.%n",
                first.jmhVersion(), first.vm(), first.jdkVersion(), environment.labVersion(), environment.gitSha(),
                environment.luceneVersion(), environment.cpuModel(), environment.cores()));
        out.append("Score: time per operation (in single-shot mode, one whole indexing trial) ± the half-width of "
                + "JMH's 99.9% confidence interval. Other columns: the mean per trial. **Bold**: the best value in "
                + "its column (lower is better, except docs/s); columns of neutral metrics or equal values have "
                + "none.\n");
        for (Map.Entry<String, List<Run>> entry : byBenchmark.entrySet()) {
            out.append("\n## ").append(entry.getKey()).append("\n\n").append(table(entry.getValue()));
        }
        return out.toString();
    }

    private static String table(List<Run> rows) {
        List<String> varying = new ArrayList<>();
        List<String> fixed = new ArrayList<>();
        for (String p : paramNames(rows)) {
            boolean varies = rows.stream().map(r -> r.params().getOrDefault(p, "")).distinct().count() > 1;
            if (varies) {
                varying.add(p);
            } else {
                fixed.add(p + " = " + rows.get(0).params().getOrDefault(p, ""));
            }
        }
        Run first = rows.get(0);
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Mode %s, %d fork%s × %d iteration%s (%d warm-up) per row", first.mode(),
                first.forks(), first.forks() == 1 ? "" : "s", first.measurementIterations(),
                first.measurementIterations() == 1 ? "" : "s", first.warmupIterations()));
        out.append(fixed.isEmpty() ? "." : "; " + String.join(", ", fixed) + ".").append("\n\n");

        List<Column> columns = new ArrayList<>();
        columns.add(new Column("score (" + first.primary().unit() + ")", Run::primary,
                first.lowerIsBetter() ? Direction.LOWER_IS_BETTER : Direction.HIGHER_IS_BETTER, true,
                v -> String.format(Locale.ROOT, "%.3f", v)));
        for (String name : secondaryNames(rows)) {
            Optional<Metric> metric = metric(name);
            String unit = metric.map(m -> m.unit() == Unit.BYTES ? "MiB" : m.unit().symbol())
                    .orElseGet(() -> first.secondary().containsKey(name) ? first.secondary().get(name).unit() : "");
            columns.add(new Column(unit.isEmpty() || unit.equals("#") ? name : name + " (" + unit + ")",
                    r -> r.secondary().get(name), metric.map(Metric::direction).orElse(Direction.NEUTRAL), false,
                    metric.map(JmhReport::tableFormat).orElse(v -> String.format(Locale.ROOT, "%.3f", v))));
        }

        List<String> header = new ArrayList<>(varying);
        columns.forEach(c -> header.add(c.title));
        List<List<String>> cells = new ArrayList<>();
        for (Run run : rows) {
            List<String> row = new ArrayList<>();
            varying.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            cells.add(row);
        }
        for (Column column : columns) {
            List<String> shown = rows.stream().map(r -> column.show(column.score.apply(r))).toList();
            Set<String> best = column.best(rows);
            boolean differ = shown.stream().distinct().count() > 1;
            for (int i = 0; i < rows.size(); i++) {
                Score s = column.score.apply(rows.get(i));
                boolean bold = differ && s != null && best.contains(column.value(s));
                cells.get(i).add(bold ? "**" + shown.get(i) + "**" : shown.get(i));
            }
        }
        MarkdownTable table = new MarkdownTable(header);
        cells.forEach(table::row);
        return out.append(table.render()).toString();
    }

    /** How a metric's mean per trial is shown in tables: whole counts without decimals, bytes as MiB. */
    private static DoubleFunction<String> tableFormat(Metric metric) {
        return switch (metric.unit()) {
            case COUNT -> v -> v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
            case BYTES -> v -> String.format(Locale.ROOT, "%.1f", v / 1048576.0);
            case DOCS_PER_SECOND -> v -> String.format(Locale.ROOT, "%.0f", v);
            default -> metric.unit()::format;
        };
    }

    /** A table column: its title, where its score comes from, which way is better and how values are shown. */
    private record Column(String title, Function<Run, Score> score, Direction direction, boolean withError,
                          DoubleFunction<String> format) {
        String value(Score s) {
            return Double.isNaN(s.score()) || Double.isInfinite(s.score()) ? "" : format.apply(s.score());
        }

        String show(Score s) {
            if (s == null) {
                return "";
            }
            String v = value(s);
            return !withError || Double.isNaN(s.error()) || v.isEmpty() ? v : v + " ± " + format.apply(s.error());
        }

        /** The shown values equal to the best, compared as shown (so ties after rounding are all bold). */
        Set<String> best(List<Run> rows) {
            Set<String> best = new LinkedHashSet<>();
            if (direction == Direction.NEUTRAL) {
                return best;
            }
            double bestValue = Double.NaN;
            for (Run r : rows) {
                Score s = score.apply(r);
                if (s == null || Double.isNaN(s.score())) {
                    continue;
                }
                boolean better = Double.isNaN(bestValue) || (direction == Direction.LOWER_IS_BETTER
                        ? s.score() < bestValue : s.score() > bestValue);
                if (better) {
                    bestValue = s.score();
                }
            }
            if (!Double.isNaN(bestValue)) {
                for (Run r : rows) {
                    Score s = score.apply(r);
                    if (s != null && value(s).equals(value(new Score(bestValue, 0, "", 0)))) {
                        best.add(value(s));
                    }
                }
            }
            return best;
        }
    }

    /** key,value: the lab's environment, and the forks' JVM and flags as JMH recorded them. */
    String environmentCsv() throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        for (EnvironmentColumn c : List.of(EnvironmentColumn.LAB_VERSION, EnvironmentColumn.GIT_SHA,
                EnvironmentColumn.LUCENE_VERSION, EnvironmentColumn.OS, EnvironmentColumn.CPU_MODEL,
                EnvironmentColumn.CORES)) {
            values.put(c.column(), c.read(environment));
        }
        values.put("jmh_version", distinct(Run::jmhVersion));
        values.put("fork_jvm", distinct(Run::jvm));
        values.put("fork_java_version", distinct(Run::jdkVersion));
        values.put("fork_vm", distinct(Run::vm));
        values.put("fork_jvm_args", distinct(r -> String.join(" ", r.jvmArgs())));
        values.put("report_java_version", environment.javaVersion());
        values.put("report_written_at", ZonedDateTime.now(ZoneOffset.UTC).toInstant().toString());
        StringBuilder out = new StringBuilder(csvLine(List.of("key", "value")));
        for (Map.Entry<String, String> e : values.entrySet()) {
            out.append(csvLine(List.of(e.getKey(), e.getValue())));
        }
        return out.toString();
    }

    private String distinct(Function<Run, String> field) {
        return String.join(" | ", runs.stream().map(field).distinct().toList());
    }

    private static List<String> paramNames(List<Run> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.params().keySet()));
        return List.copyOf(names);
    }

    /** Secondary result names: the lab's metrics in their declared order, then any others as JMH wrote them. */
    private static List<String> secondaryNames(List<Run> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.secondary().keySet()));
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(Comparator.comparingInt(n -> metric(n).map(Metric::ordinal).orElse(Integer.MAX_VALUE)));
        return sorted;
    }

    private static Optional<Metric> metric(String column) {
        for (Metric m : Metric.values()) {
            if (m.column().equals(column)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** A number for CSV: at most 6 decimals, no exponent, no trailing zeros; empty when unknown. */
    static String plain(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "";
        }
        BigDecimal d = BigDecimal.valueOf(value).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    private static String csvLine(List<String> values) throws IOException {
        return CSV.writer(CsvSchema.emptySchema()).writeValueAsString(values.toArray(new String[0]));
    }
}
