package ingestlab.experiment;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Factor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code lab recover} needs to rebuild a kept index's documents from their translogged sources: the factors
 * that decide how a source becomes Lucene fields and how a shard's IndexWriter is configured, as option values.
 * {@code lab run --keep-index} leaves it beside the shards, as {@value #FILE}.
 */
final class RecoveryManifest {
    static final String FILE = "recovery.json";
    private static final List<Factor> FACTORS = List.of(Factor.DATASET, Factor.MAPPING, Factor.MAPPING_FILE,
            Factor.IDS, Factor.SHARDS, Factor.BUFFER, Factor.MERGE_POLICY, Factor.MERGE_THREADS, Factor.MERGE_COUNT,
            Factor.CODEC, Factor.CODEC_LEVEL, Factor.TRANSLOG);
    private static final ObjectMapper JSON = new ObjectMapper();

    private RecoveryManifest() {}

    static void write(ExperimentSpec spec, Path directory) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        for (Factor factor : FACTORS) {
            values.put(factor.column(), absolute(factor, factor.value(spec)));
        }
        Files.createDirectories(directory);
        JSON.writerWithDefaultPrettyPrinter().writeValue(directory.resolve(FILE).toFile(), values);
    }

    /** File paths made absolute, so {@code lab recover} finds them from any folder. */
    private static String absolute(Factor factor, String value) {
        if (factor == Factor.MAPPING_FILE && !value.isEmpty()) {
            return Path.of(value).toAbsolutePath().toString();
        }
        int scheme = value.indexOf(':');
        if (factor == Factor.DATASET && scheme > 0) { // linedocs:PATH, ndjson:PATH
            return value.substring(0, scheme + 1) + Path.of(value.substring(scheme + 1)).toAbsolutePath();
        }
        return value;
    }

    static boolean existsIn(Path directory) {
        return Files.isRegularFile(directory.resolve(FILE));
    }

    /** The spec the index was built with, as far as recovery needs it (the other factors keep their defaults). */
    static ExperimentSpec read(Path directory) throws IOException {
        Map<String, String> values = JSON.readValue(directory.resolve(FILE).toFile(), new TypeReference<>() {});
        ExperimentSpec.Builder builder = ExperimentSpec.defaults();
        for (Factor factor : FACTORS) {
            String value = values.get(factor.column());
            if (value != null && !value.isEmpty()) {
                builder.set(factor, factor.parse(value));
            }
        }
        return builder.build();
    }
}
