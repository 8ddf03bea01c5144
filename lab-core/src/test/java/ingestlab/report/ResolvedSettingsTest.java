package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.workload.WorkloadSettings;
import ingestlab.writer.WriterSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stored-fields line names the layout the shards write: on a node of many indices, the indices' own codec. */
class ResolvedSettingsTest {
    @TempDir
    Path dir;

    @Test
    void aNodeOfOneIndexPrintsItsCodecsLayout() {
        ExperimentSpec spec = LabSettings.defaults().setText(WriterSettings.CODEC, "best-compression").build();

        assertThat(ResolvedSettings.storedFields(spec)).startsWith("BEST_COMPRESSION, chunks of 480kb");
    }

    @Test
    void aWorkloadsIndexDefaultsSetTheLayoutNotTheNodesDefaultCodec() throws Exception {
        Path workload = Files.writeString(dir.resolve("two.yaml"), """
                index_defaults: {codec: best-compression}
                indices:
                  - {name: a, share: 1, dataset: http_logs}
                  - {name: b, share: 1, dataset: http_logs}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString()).build();

        assertThat(ResolvedSettings.storedFields(spec)).startsWith("BEST_COMPRESSION").doesNotContain("BEST_SPEED");
        assertThat(ResolvedSettings.render(spec)).contains("stored fields: BEST_COMPRESSION");
    }

    @Test
    void indicesOfDifferentCodecsReadMixedAndNameEach() throws Exception {
        Path workload = Files.writeString(dir.resolve("mixed.yaml"), """
                indices:
                  - {name: a, share: 1, dataset: http_logs, codec: best-compression}
                  - {name: b, share: 1, dataset: http_logs}
                """);
        ExperimentSpec spec = LabSettings.defaults().setText(WorkloadSettings.WORKLOAD, workload.toString()).build();

        assertThat(ResolvedSettings.storedFields(spec)).startsWith("mixed (")
                .contains("BEST_COMPRESSION").contains("BEST_SPEED");
    }
}
