package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.synth.LogsStreamDataset;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The catalog page documents every built-in dataset and every field its explicit mapping declares; the elastic/logs
 * streams, whose mappings are their templates', in one table.
 */
class CatalogTest {
    @Test
    void catalogListsEveryDatasetAndField() throws Exception {
        String catalog = Files.readString(Path.of("..", "datasets", "README.md"));
        for (Dataset dataset : DatasetCatalog.builtIn()) {
            if (dataset instanceof LogsStreamDataset) {
                // a logs stream declares its Elasticsearch template (up to ~350 fields): the page names it in a table
                assertThat(catalog).contains("| `" + dataset.name() + "` |");
                continue;
            }
            assertThat(catalog).contains("### `" + dataset.name() + "`");
            for (var field : ExplicitMapping.declaredBy(dataset).fields().entrySet()) {
                assertThat(catalog).as("%s field %s", dataset.name(), field.getKey()).contains(field.getKey());
                assertThat(catalog).contains(field.getValue().type().esName());
            }
        }
    }
}
