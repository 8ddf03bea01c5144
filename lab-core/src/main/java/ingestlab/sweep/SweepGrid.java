package ingestlab.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a sweep varies: {@code base} settings for every config, {@code grid} lists whose Cartesian product makes the
 * configs, and optional named {@code configs}, each crossed with the grid. Names are factor names as typed (the
 * caller checks them). Values are kept as text, to be parsed by each factor's own parser.
 *
 * @param mode how its trials run (a sweep file's {@code mode:}; sequential without one)
 * @param cpus the CPU list every trial is pinned to (a sweep file's {@code cpus:}), or null for none
 */
public record SweepGrid(Map<String, String> base, Map<String, List<String>> grid, List<Named> configs,
                        SweepMode mode, String cpus) {
    /** A grid whose trials run one after another, unpinned. */
    public SweepGrid(Map<String, String> base, Map<String, List<String>> grid, List<Named> configs) {
        this(base, grid, configs, SweepMode.SEQUENTIAL, null);
    }

    /** A named config's own settings. */
    public record Named(String name, Map<String, String> settings) {}

    /** Every config's settings: base, then the named config's, then one combination of the grid. */
    public List<Named> expand() {
        List<Named> starts = configs.isEmpty() ? List.of(new Named("", Map.of())) : configs;
        List<Named> all = new ArrayList<>();
        for (Named start : starts) {
            List<Map<String, String>> combos = new ArrayList<>();
            combos.add(new LinkedHashMap<>());
            for (Map.Entry<String, List<String>> axis : grid.entrySet()) {
                List<Map<String, String>> next = new ArrayList<>();
                for (Map<String, String> combo : combos) {
                    for (String value : axis.getValue()) {
                        Map<String, String> extended = new LinkedHashMap<>(combo);
                        extended.put(axis.getKey(), value);
                        next.add(extended);
                    }
                }
                combos = next;
            }
            for (Map<String, String> combo : combos) {
                Map<String, String> settings = new LinkedHashMap<>(base);
                settings.putAll(start.settings());
                settings.putAll(combo);
                all.add(new Named(start.name(), settings));
            }
        }
        return all;
    }

    /** The grid's axes that take more than one value: with a config's name, they tell its trials apart. */
    public java.util.Set<String> axes() {
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        grid.forEach((name, values) -> {
            if (values.size() > 1) {
                names.add(name);
            }
        });
        return names;
    }
}
