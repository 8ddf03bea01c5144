package ingestlab.data;

import ingestlab.data.synth.GeopointDataset;
import ingestlab.data.synth.HttpLogsDataset;
import ingestlab.data.synth.LogsDatasets;
import ingestlab.data.synth.NycTaxisDataset;
import ingestlab.data.synth.StackOverflowDataset;
import ingestlab.util.InputFile;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Every dataset the lab knows, by the scheme that names it: a built-in name ({@code europarl}) or a file scheme
 * ({@code ndjson:PATH}), each mapped to the factory that makes it. A new scheme is one entry.
 */
public final class DatasetCatalog {
    private static final List<Dataset> BUILT_IN = Stream.concat(Stream.of(
            new EuroparlDataset(), new HttpLogsDataset(), new GeopointDataset(), new NycTaxisDataset(),
            new StackOverflowDataset()), LogsDatasets.all().stream()).toList();
    /** Factories by scheme; a file scheme ends with ':' and its factory takes what follows. */
    private static final Map<String, Function<String, Dataset>> SCHEMES = schemes();

    private DatasetCatalog() {}

    private static Map<String, Function<String, Dataset>> schemes() {
        Map<String, Function<String, Dataset>> schemes = new LinkedHashMap<>();
        BUILT_IN.forEach(dataset -> schemes.put(dataset.name(), rest -> dataset));
        schemes.put("linedocs:", path -> new LineDocsDataset(readable(path)));
        schemes.put("ndjson:", path -> new NdjsonDataset(readable(path)));
        return Map.copyOf(schemes);
    }

    public static List<Dataset> builtIn() {
        return BUILT_IN;
    }

    /** The dataset {@code text} names: a built-in name, or a file scheme and its path ({@code ndjson:PATH}). */
    public static Dataset resolve(String text) {
        int colon = text.indexOf(':');
        Function<String, Dataset> factory = SCHEMES.get(colon < 0 ? text : text.substring(0, colon + 1));
        if (factory == null) {
            throw new IllegalArgumentException("'" + text + "' is not one of " + allowed());
        }
        try {
            return factory.apply(text.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage());
        }
    }

    private static Path readable(String path) {
        Path file = Path.of(path);
        String problem = InputFile.problem(file);
        if (problem != null) {
            throw new IllegalArgumentException("no readable file " + path + " (" + problem + ")");
        }
        return file;
    }

    /** The names and schemes, as error messages and {@code --help} list them. */
    public static String allowed() {
        return String.join(", ", Stream.concat(BUILT_IN.stream().map(Dataset::name),
                SCHEMES.keySet().stream().filter(s -> s.endsWith(":")).sorted().map(s -> s + "PATH")).toList());
    }
}
