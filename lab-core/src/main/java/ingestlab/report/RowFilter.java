package ingestlab.report;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** {@code k=v,...}: the rows whose columns have all these values (a baseline or contender configuration). */
public record RowFilter(Map<String, String> wanted) {
    /** The filter every row passes. */
    public static final RowFilter ANY = new RowFilter(Map.of());

    /** Parses {@code k=v,k2=v2}; every key must be one of {@code columns}. */
    public static RowFilter parse(String text, Collection<String> columns) {
        Map<String, String> wanted = new LinkedHashMap<>();
        for (String pair : text.split(",")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("'" + text + "' is not factor=value[,factor=value...]");
            }
            String key = pair.substring(0, eq).trim();
            if (!columns.contains(key)) {
                throw new IllegalArgumentException("'" + text + "': '" + key + "' is not one of the factors "
                        + String.join(", ", columns));
            }
            wanted.put(key, pair.substring(eq + 1).trim());
        }
        return new RowFilter(Collections.unmodifiableMap(wanted));
    }

    public boolean matches(Map<String, String> row) {
        return wanted.entrySet().stream().allMatch(e -> e.getValue().equals(row.get(e.getKey())));
    }

    /** The rows this filter keeps, judging each only by the keys it has (a trial row has no index column). */
    public List<Map<String, String>> trials(List<Map<String, String>> rows) {
        return rows.stream().filter(row -> wanted.entrySet().stream()
                .allMatch(e -> !row.containsKey(e.getKey()) || e.getValue().equals(row.get(e.getKey())))).toList();
    }

    /** This filter without one key. */
    public RowFilter without(String key) {
        Map<String, String> rest = new LinkedHashMap<>(wanted);
        rest.remove(key);
        return new RowFilter(Collections.unmodifiableMap(rest));
    }

    @Override
    public String toString() {
        return wanted.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }
}
