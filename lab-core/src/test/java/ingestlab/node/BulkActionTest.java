package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingMode;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The node's side of a 429: a shard-level request the full write queue rejects is answered as rejected. */
class BulkActionTest {
    @TempDir
    Path dir;

    private final DocBuilder builder = DocBuilder.forDataset(DatasetCatalog.resolve("http_logs"), MappingMode.EXPLICIT,
            null);

    private static List<IndexRequest> bulk(int size) {
        List<IndexRequest> bulk = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            bulk.add(new IndexRequest(Integer.toString(i), new SourceDoc(Map.of("status", 200), null, 10, "test")));
        }
        return bulk;
    }

    @Test
    void aPartTheFullQueueRejectsIsAnsweredAsRejectedAndNotAcknowledged() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(IndexSettings.SHARDS, 2).build();
        NodeSettings settings = NodeSettings.from(spec, dir);
        CrashPoint crashPoint = new CrashPoint(0, dir, false);
        // One slot and no queue: the part handed to the pool's thread is rejected, the caller's own part runs.
        WritePool pool = new WritePool(1, 0);
        boolean[] stopping = {false};
        try (IndexService index = IndexService.create(settings.onlyIndex(), new ShardIds(settings.indices()),
                settings.controller().bufferBytes(), ShardStorage.FILES, NodeServices.create(), crashPoint)) {
            BulkAction action = new BulkAction(List.of(index), pool, List.of(new ShardBulkAction(List.of())),
                    crashPoint, () -> stopping[0]);
            List<IndexRequest> bulk = bulk(40);
            List<IndexRequest> firstShard = bulk.stream().filter(r -> index.shardFor(r.id()) == 0).toList();
            assertThat(firstShard).as("both shards get documents").isNotEmpty().hasSizeLessThan(bulk.size());

            BulkResponse response = action.execute(bulk, List.of(builder), false);

            assertThat(response.rejectedShardRequests()).isEqualTo(1);
            assertThat(response.rejected()).containsExactlyElementsOf(firstShard);
            assertThat(response.notIndexed()).isEmpty();
            assertThat(crashPoint.acknowledged()).isEqualTo(bulk.size() - firstShard.size());
            assertThat(index.primaries().get(1).docsIndexed()).isEqualTo(bulk.size() - firstShard.size());
            assertThat(index.primaries().get(0).docsIndexed()).isZero();

            stopping[0] = true;
            assertThatThrownBy(() -> action.execute(bulk, List.of(builder), false)).isInstanceOf(IOException.class)
                    .hasMessageContaining("shutting down");
        } finally {
            pool.shutdownNow();
        }
    }
}
