package ingestlab.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.DataSettings;
import ingestlab.mapping.MappingSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.workload.Workload;
import ingestlab.workload.WorkloadDefinition;
import ingestlab.workload.WorkloadSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload's relative file paths resolve in the folder it was read in, which its spec carries, so the spec means
 * the same from any folder; its hash is that of the workload as written.
 */
class WorkloadPathsTest {
    @TempDir
    Path dir;

    private Path folderWithFiles(String name) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name));
        Files.writeString(folder.resolve("mine.ndjson"), "{\"user\": \"a\", \"n\": 1}\n");
        Files.writeString(folder.resolve("mapping.json"), "{\"mappings\": {\"properties\": {\"user\": {\"type\": "
                + "\"keyword\"}, \"n\": {\"type\": \"integer\"}}}}");
        return folder;
    }

    /** The JSON a spec carries for a workload of relative paths read in {@code folder}. */
    private static String carried(Path folder) {
        return "{\"name\":\"files\",\"indices\":[{\"name\":\"mine\",\"share\":1,\"dataset\":\"ndjson:mine.ndjson\","
                + "\"mapping_file\":\"mapping.json\"}],\"folder\":\"" + folder + "\"}";
    }

    @Test
    void relativePathsResolveInTheFolderTheWorkloadWasReadIn() throws IOException {
        Path folder = folderWithFiles("start");
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, carried(folder)).build();
        ExperimentSpec index = Workload.of(spec).indices().getFirst().settings();
        assertThat(index.get(MappingSettings.MAPPING_FILE).toString()).isEqualTo(folder.resolve("mapping.json")
                .toString());
        assertThat(index.get(DataSettings.DATASET).name()).isEqualTo("ndjson:" + folder.resolve("mine.ndjson"));
        assertThat(SpecJson.read(SpecJson.write(spec))).as("the spec's JSON carries the folder").isEqualTo(spec);
    }

    @Test
    void theHashIsOfTheWorkloadAsWrittenWhereverItWasRead() throws IOException {
        WorkloadDefinition here = WorkloadDefinition.resolve(carried(folderWithFiles("here")), LabSettings.catalog());
        WorkloadDefinition there = WorkloadDefinition.resolve(carried(folderWithFiles("there")),
                LabSettings.catalog());
        assertThat(here.hash()).isEqualTo(there.hash());
        assertThat(here.toJson().toString()).doesNotContain("folder").contains("\"mapping_file\":\"mapping.json\"");
        assertThat(here.toString()).isNotEqualTo(there.toString());
    }

    @Test
    void aWorkloadOfNoRelativePathsCarriesNoFolder() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        assertThat(logs.folder()).isNull();
        assertThat(logs.toString()).isEqualTo(logs.toJson().toString());
    }
}
