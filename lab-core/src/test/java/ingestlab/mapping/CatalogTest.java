package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The catalog page documents every built-in dataset and every field its explicit mapping declares. */
class CatalogTest {
    @Test
    void catalogListsEveryDatasetAndField() throws Exception {
        String catalog = Files.readString(Path.of("..", "datasets", "README.md"));
        for (Dataset dataset : DatasetCatalog.builtIn()) {
            assertThat(catalog).contains("### `" + dataset.name() + "`");
            for (var field : ExplicitMapping.declaredBy(dataset).fields().entrySet()) {
                assertThat(catalog).as("%s field %s", dataset.name(), field.getKey()).contains(field.getKey());
                assertThat(catalog).contains(field.getValue().type().esName());
            }
        }
    }
}
