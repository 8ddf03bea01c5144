package ingestlab.data;

import ingestlab.data.synth.GeopointDataset;
import ingestlab.data.synth.HttpLogsDataset;
import ingestlab.data.synth.NycTaxisDataset;
import ingestlab.data.synth.StackOverflowDataset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** Every dataset the lab knows, by name, plus users' files as {@code linedocs:PATH} and {@code ndjson:PATH}. */
public final class DatasetCatalog {
    private static final List<Dataset> BUILT_IN = List.of(
            new EuroparlDataset(), new HttpLogsDataset(), new GeopointDataset(), new NycTaxisDataset(),
            new StackOverflowDataset());

    private DatasetCatalog() {}

    public static List<Dataset> builtIn() {
        return BUILT_IN;
    }

    /** A built-in dataset by name, or a user's file as {@code linedocs:PATH} / {@code ndjson:PATH}. */
    public static Dataset find(String name) {
        if (name.startsWith(LineDocsDataset.PREFIX)) {
            return new LineDocsDataset(existing(name, name.substring(LineDocsDataset.PREFIX.length())));
        }
        if (name.startsWith(NdjsonDataset.PREFIX)) {
            return new NdjsonDataset(existing(name, name.substring(NdjsonDataset.PREFIX.length())));
        }
        return BUILT_IN.stream()
                .filter(d -> d.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("'" + name + "' is not one of " + names()
                        + ", linedocs:PATH, ndjson:PATH"));
    }

    private static Path existing(String name, String path) {
        Path file = Path.of(path);
        if (!Files.isReadable(file) || Files.isDirectory(file)) {
            throw new IllegalArgumentException("'" + name + "': no readable file " + path);
        }
        return file;
    }

    public static String names() {
        return BUILT_IN.stream().map(Dataset::name).collect(Collectors.joining(", "));
    }
}
