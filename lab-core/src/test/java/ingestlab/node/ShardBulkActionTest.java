package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.data.BadDocumentException;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.IdMode;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.mapping.MappingMode;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A shard-level request: the primary, then the replicas, and every listener after every operation, in order. */
class ShardBulkActionTest {
    @TempDir
    Path dir;

    private final MetricRegistry metrics = new MetricRegistry();
    private final List<String> log = new ArrayList<>();

    private Shard shard(int id) throws Exception {
        ExperimentSpec settings = UnmergedIndex.settings(IdMode.AUTO);
        return new Shard(id, dir.resolve("shard-" + id), ShardConfig.of(settings), 512L << 20, metrics, new Samples(),
                new SegmentCounter(), new MergeMeter(metrics));
    }

    private static IndexRequest request(String id) {
        return new IndexRequest(id, new SourceDoc(Map.of("status", 200), null, 10, "test:" + id));
    }

    /** A document whose status is no number: explicit mapping cannot map it. */
    private static IndexRequest unmappable() {
        return new IndexRequest("bad", new SourceDoc(Map.of("status", "no number"), null, 10, "test:bad"));
    }

    private final DocBuilder builder = DocBuilder.forDataset(DatasetCatalog.resolve("http_logs"), MappingMode.EXPLICIT,
            null);

    private IndexingOperationListener logging(String name) {
        return new IndexingOperationListener() {
            @Override
            public void postIndex(Shard copy, LabDoc doc, CopyRequest request) {
                log.add(name + " " + copy.id() + " " + doc.id());
            }

            @Override
            public void afterRequest(Shard copy, CopyRequest request) {
                log.add(name + " " + copy.id() + " done");
            }
        };
    }

    @Test
    void listenersRunInOrderAfterEachOperationOnThePrimaryThenEachReplica() throws Exception {
        try (Shard primary = shard(0); Shard replica = shard(1)) {
            ShardBulkAction action = new ShardBulkAction(List.of(logging("translog"), logging("controller")));

            List<IndexRequest> notIndexed = action.execute(primary, List.of(replica),
                    List.of(request("a"), request("b")), builder, false);

            assertThat(notIndexed).isEmpty();
            assertThat(log).containsExactly(
                    "translog 0 a", "controller 0 a", "translog 0 b", "controller 0 b",
                    "translog 0 done", "controller 0 done",
                    "translog 1 a", "controller 1 a", "translog 1 b", "controller 1 b",
                    "translog 1 done", "controller 1 done");
            assertThat(replica.reader().numDocs()).isEqualTo(2);
        }
    }

    @Test
    void aBadDocumentIsSkippedOnEveryCopyWithSkipBadAndFailsTheRequestWithout() throws Exception {
        try (Shard primary = shard(0); Shard replica = shard(1)) {
            ShardBulkAction action = new ShardBulkAction(List.of(logging("listener")));
            IndexRequest bad = unmappable();

            assertThat(action.execute(primary, List.of(replica), List.of(request("a"), bad), builder, true))
                    .containsExactly(bad);
            assertThat(log).containsExactly("listener 0 a", "listener 0 done", "listener 1 a", "listener 1 done");
            assertThat(replica.reader().numDocs()).isEqualTo(1);

            assertThatThrownBy(() -> action.execute(primary, List.of(replica), List.of(bad), builder, false))
                    .isInstanceOf(BadDocumentException.class);
        }
    }
}
