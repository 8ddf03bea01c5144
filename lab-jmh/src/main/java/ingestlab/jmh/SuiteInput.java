package ingestlab.jmh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The suite's system properties ({@link BenchmarkSuite} lists them), read and checked before any fork starts: a bad
 * value is an {@link IllegalArgumentException} whose message is one line naming the property, the value and what is
 * allowed. Empty means the benchmark's own default.
 *
 * @param params parameter overrides, {@code jmh.params} and {@code jmh.docs} (as {@code docs}), name to values
 * @param seed the seed of the rounds' shuffled orders ({@code jmh.seed})
 * @param run the run folder's name below {@code jmh.out} ({@code jmh.run}); empty for a new timestamped one
 */
record SuiteInput(List<String> includes, List<String> excludes, Map<String, List<String>> params,
                  Optional<Integer> forks, Optional<Integer> warmups, Optional<Integer> iterations,
                  List<String> profilers, List<ResultFormatType> extraFormats, String out, String run, long seed) {
    /** The lab's trial benchmarks; micro-benchmarks live in subpackages (ingestlab.jmh.micro) and run on request. */
    static final String ALL = "ingestlab\\.jmh\\.[A-Za-z]*Benchmark\\.";

    /** Reads the properties; checks every value that needs no benchmark list. */
    static SuiteInput fromProperties() {
        Map<String, List<String>> params = new LinkedHashMap<>();
        String docs = property("jmh.docs", "");
        if (!docs.isEmpty()) {
            if (!docs.matches("[0-9]+") || docs.matches("0+")) {
                throw new IllegalArgumentException("jmh.docs: '" + docs + "' is not a whole number of documents "
                        + "(1 or more)");
            }
            params.put("docs", List.of(docs));
        }
        for (String param : list(property("jmh.params", ""), ";")) {
            int eq = param.indexOf('=');
            if (eq <= 0 || eq == param.length() - 1) {
                throw new IllegalArgumentException("jmh.params: '" + param + "' is not name=value[,value...]");
            }
            params.put(param.substring(0, eq).trim(), list(param.substring(eq + 1), ","));
        }
        String seed = property("jmh.seed", "1");
        if (!seed.matches("-?[0-9]{1,18}")) {
            throw new IllegalArgumentException("jmh.seed: '" + seed + "' is not a whole number");
        }
        String run = property("jmh.run", "");
        if (!run.matches("[A-Za-z0-9._-]*") || run.startsWith(".")) {
            throw new IllegalArgumentException("jmh.run: '" + run + "' is not a folder name (letters, digits, . _ -)");
        }
        List<String> includes = list(property("jmh.include", ALL), ",");
        List<String> excludes = list(property("jmh.exclude", ""), ",");
        for (String regex : concat(includes, excludes)) {
            try {
                Pattern.compile(regex);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("jmh.include/jmh.exclude: '" + regex + "' is not a regex: "
                        + e.getDescription());
            }
        }
        Optional<Integer> forks = intProperty("jmh.forks");
        if (forks.isPresent() && forks.get() < 1) {
            throw new IllegalArgumentException("jmh.forks: '0' is not a number of rounds (1 or more)");
        }
        return new SuiteInput(includes, excludes, params, forks, intProperty("jmh.warmups"),
                intProperty("jmh.iterations"), list(property("jmh.prof", ""), ","), formats(),
                property("jmh.out", "reports/jmh"), run, Long.parseLong(seed));
    }

    /**
     * The benchmarks to run, in name order, after checking that every {@code jmh.include} pattern matches one and
     * that every parameter of {@code jmh.params} (and {@code docs}) is declared by a benchmark that runs, with a
     * value its enum has where it is an enum.
     */
    List<BenchmarkListEntry> benchmarks() {
        BenchmarkList list = BenchmarkList.defaultList();
        var quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        for (String include : includes) {
            if (list.find(quiet, List.of(include), excludes).isEmpty()) {
                throw new IllegalArgumentException("jmh.include: '" + include + "' matches no benchmark; they are: "
                        + list.find(quiet, List.of(".*"), List.of()).stream().map(e -> e.getUsername())
                                .collect(Collectors.joining(", ")));
            }
        }
        List<BenchmarkListEntry> selected = new ArrayList<>(list.find(quiet, includes, excludes));
        TreeSet<String> declared = new TreeSet<>();
        selected.forEach(e -> declared.addAll(e.getParams().orElse(Map.of()).keySet()));
        for (Map.Entry<String, List<String>> param : params.entrySet()) {
            String name = param.getKey();
            String property = name.equals("docs") && !property("jmh.docs", "").isEmpty() ? "jmh.docs" : "jmh.params";
            if (!declared.contains(name)) {
                throw new IllegalArgumentException(property + ": no benchmark that runs declares '" + name
                        + "'; they declare: " + String.join(", ", declared));
            }
            for (BenchmarkListEntry entry : selected) {
                checkEnumValues(entry, name, param.getValue());
            }
        }
        return selected;
    }

    /** A value of an enum parameter must be one of its constants' names (JMH's spelling). */
    private static void checkEnumValues(BenchmarkListEntry entry, String name, List<String> values) {
        Class<?> type;
        try {
            type = Class.forName(entry.getUserClassQName()).getField(name).getType();
        } catch (ClassNotFoundException | NoSuchFieldException e) {
            return; // not this benchmark's parameter
        }
        if (!type.isEnum()) {
            return;
        }
        List<String> constants = Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name()).toList();
        for (String value : values) {
            if (!constants.contains(value)) {
                throw new IllegalArgumentException("jmh.params: " + name + " '" + value + "' is not one of "
                        + String.join(", ", constants));
            }
        }
    }

    /** The formats of {@code jmh.rf}; JSON is always written. */
    static List<ResultFormatType> formats() {
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

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
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
        if (!value.matches("[0-9]{1,6}")) {
            throw new IllegalArgumentException(name + ": '" + value + "' is not a whole number");
        }
        return Optional.of(Integer.parseInt(value));
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
