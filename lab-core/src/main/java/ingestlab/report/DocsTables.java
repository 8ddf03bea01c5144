package ingestlab.report;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.results.EnvironmentColumn;
import ingestlab.results.TrialColumn;
import ingestlab.settings.Column;
import ingestlab.settings.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated tables of the manual (options, result columns), made from the declarations ({@link LabSettings},
 * {@link Metric}, {@link EnvironmentColumn}, {@link TrialColumn}), so the documentation cannot drift from the code.
 * A page holds each table between {@code <!-- generated: NAME -->} and {@code <!-- end generated -->}; {@link #rewrite}
 * replaces what stands there and leaves the prose around it alone.
 */
public final class DocsTables {
    private static final Pattern BLOCK = Pattern.compile(
            "(<!-- generated: ([a-z-]+)[^>]*-->\\n)(.*?)(<!-- end generated -->)", Pattern.DOTALL);

    /** The tables by name, as pages name them. */
    private static final Map<String, Supplier<String>> TABLES = new LinkedHashMap<>();

    static {
        TABLES.put("options", DocsTables::options);
        TABLES.put("factor-columns", DocsTables::factorColumns);
        TABLES.put("metric-columns", DocsTables::metricColumns);
        TABLES.put("environment-columns", DocsTables::environmentColumns);
        TABLES.put("trial-columns", DocsTables::trialColumns);
    }

    private DocsTables() {}

    /** {@code page} with every generated table made anew; an unknown table name is an error. */
    public static String rewrite(String page) {
        Matcher m = BLOCK.matcher(page);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            Supplier<String> table = TABLES.get(m.group(2));
            if (table == null) {
                throw new IllegalArgumentException("no generated table named '" + m.group(2) + "' (known: "
                        + String.join(", ", TABLES.keySet()) + ")");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + table.get() + m.group(4)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Every option that sets a setting, with its default and what it means. */
    static String options() {
        List<List<String>> rows = new ArrayList<>();
        for (Setting<?> s : LabSettings.options()) {
            String option = code(s.option() + (s.isFlag() ? "" : " " + s.label()));
            if (!s.aliases().isEmpty()) {
                option += " (alias " + String.join(", ", s.aliases().stream().map(DocsTables::code).toList()) + ")";
            }
            String defaultText = s.isFlag() ? "off" : s.isOptional() ? "none" : s.defaultText() == null ? "derived"
                    : code(s.defaultText());
            rows.add(List.of(option, defaultText, scope(s), s.isColumn() ? code(s.key()) : "", s.description()));
        }
        return table(List.of("option", "default", "scope", "column", "meaning"), rows);
    }

    /** The columns that describe a trial's configuration. */
    static String factorColumns() {
        List<List<String>> rows = new ArrayList<>();
        for (Column c : LabSettings.columns()) {
            if (c instanceof Setting<?> s) {
                rows.add(List.of(code(c.column()), s.isOption() ? code(s.option()) : "", scope(s), s.description()));
            } else {
                rows.add(List.of(code(c.column()), "", "node", c.description()));
            }
        }
        return table(List.of("column", "option", "scope", "meaning"), rows);
    }

    static String metricColumns() {
        List<List<String>> rows = new ArrayList<>();
        for (Metric m : Metric.values()) {
            rows.add(List.of(code(m.column()), m.unit().symbol(), m.direction().toString().toLowerCase(Locale.ROOT)
                    .replace('_', ' '), m.description()));
        }
        return table(List.of("column", "unit", "better", "meaning"), rows);
    }

    static String environmentColumns() {
        List<List<String>> rows = new ArrayList<>();
        for (EnvironmentColumn e : EnvironmentColumn.values()) {
            rows.add(List.of(code(e.column()), e.description()));
        }
        return table(List.of("column", "meaning"), rows);
    }

    static String trialColumns() {
        List<List<String>> rows = new ArrayList<>();
        for (TrialColumn t : TrialColumn.values()) {
            rows.add(List.of(code(t.column()), t.description()));
        }
        return table(List.of("column", "meaning"), rows);
    }

    private static String scope(Setting<?> s) {
        return s.scope().name().toLowerCase(Locale.ROOT);
    }

    private static String code(String text) {
        return "`" + text + "`";
    }

    private static String table(List<String> header, List<List<String>> rows) {
        StringBuilder out = new StringBuilder();
        out.append(line(header)).append(line(header.stream().map(h -> "---").toList()));
        rows.forEach(row -> out.append(line(row)));
        return out.toString();
    }

    private static String line(List<String> cells) {
        return "| " + String.join(" | ", cells.stream().map(c -> c.replace("|", "\\|")).toList()) + " |\n";
    }
}
