package ingestlab.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rows grouped into configurations: rows with equal values in the grouping columns. Configurations are sorted by
 * their values, column by column, numbers by size ("4mb" before "16mb"), since a sweep's rows come in shuffled order.
 */
public final class Configs {
    private final List<String> columns;
    private final List<Config> all;

    private Configs(List<String> columns, List<Config> all) {
        this.columns = columns;
        this.all = all;
    }

    public static Configs group(List<Map<String, String>> rows, List<String> columns) {
        Map<List<String>, List<Map<String, String>>> groups = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            List<String> key = columns.stream().map(c -> row.getOrDefault(c, "")).toList();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
        }
        List<Config> all = new ArrayList<>();
        List<List<String>> keys = new ArrayList<>(groups.keySet());
        keys.sort(Configs::compareKeys);
        keys.forEach(key -> {
            List<Map<String, String>> members = groups.get(key);
            Map<String, String> factors = new LinkedHashMap<>();
            for (int i = 0; i < columns.size(); i++) {
                factors.put(columns.get(i), key.get(i));
            }
            all.add(new Config(Collections.unmodifiableMap(factors), List.copyOf(members)));
        });
        return new Configs(List.copyOf(columns), List.copyOf(all));
    }

    private static int compareKeys(List<String> a, List<String> b) {
        for (int i = 0; i < a.size(); i++) {
            int c = compareValues(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static final Pattern LEADING_NUMBER = Pattern.compile("(-?[0-9]+(?:\\.[0-9]+)?)(.*)");

    /** By leading number when both values have one (16mb after 4mb, 10 after 9), otherwise as text. */
    private static int compareValues(String a, String b) {
        Matcher ma = LEADING_NUMBER.matcher(a);
        Matcher mb = LEADING_NUMBER.matcher(b);
        if (ma.matches() && mb.matches()) {
            int byNumber = Double.compare(Double.parseDouble(ma.group(1)), Double.parseDouble(mb.group(1)));
            return byNumber != 0 ? byNumber : ma.group(2).compareTo(mb.group(2));
        }
        return a.compareTo(b);
    }

    public List<Config> all() {
        return all;
    }

    public List<String> columns() {
        return columns;
    }

    /** The grouping columns whose value differs between configurations: what tells them apart. */
    public List<String> varying() {
        return columns.stream().filter(c -> distinct(c).size() > 1).toList();
    }

    /** The label of a configuration by its {@link #varying()} factors. */
    public String label(Config config) {
        return config.label(varying());
    }

    public Set<String> distinct(String column) {
        Set<String> values = new LinkedHashSet<>();
        all.forEach(c -> values.add(c.factors().get(column)));
        return values;
    }

    /** The one configuration a filter picks; otherwise says what it matched and which configurations there are. */
    public Config single(RowFilter filter) {
        List<Config> matched = all.stream().filter(c -> filter.matches(c.factors())).toList();
        if (matched.size() == 1) {
            return matched.get(0);
        }
        List<String> labels = all.stream().map(this::label).toList();
        throw new IllegalArgumentException("'" + filter + "' matches " + matched.size() + " configs; it must match "
                + "one of: " + String.join("; ", labels));
    }
}
