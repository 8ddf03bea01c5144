package ingestlab.data;

import java.util.List;
import java.util.stream.Collectors;

/** Every dataset the lab knows, by name. */
public final class DatasetCatalog {
    private static final List<Dataset> DATASETS = List.of(new EuroparlDataset());

    private DatasetCatalog() {}

    public static List<Dataset> all() {
        return DATASETS;
    }

    public static Dataset find(String name) {
        return DATASETS.stream()
                .filter(d -> d.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + name + "' is not one of " + names()));
    }

    public static String names() {
        return DATASETS.stream().map(Dataset::name).collect(Collectors.joining(", "));
    }
}
