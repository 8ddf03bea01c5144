package ingestlab.experiment;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.catalog.SpecJson;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@code lab recover} needs to rebuild a kept index's documents from their translogged sources: the spec the
 * index was built with, in its JSON form ({@link SpecJson}), which says how a source becomes Lucene fields and how a
 * shard's IndexWriter is configured. {@code lab run --keep-index} leaves it beside the shards, as {@value #FILE}.
 * Manifests of older versions held only those settings; the others then take their defaults.
 */
final class RecoveryManifest {
    static final String FILE = "recovery.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private RecoveryManifest() {}

    static void write(ExperimentSpec spec, Path directory) throws IOException {
        Files.createDirectories(directory);
        JSON.writerWithDefaultPrettyPrinter().writeValue(directory.resolve(FILE).toFile(), SpecJson.toJson(spec));
    }

    static boolean existsIn(Path directory) {
        return Files.isRegularFile(directory.resolve(FILE));
    }

    static ExperimentSpec read(Path directory) throws IOException {
        return SpecJson.read(JSON.readTree(directory.resolve(FILE).toFile()));
    }
}
