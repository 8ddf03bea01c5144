package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.IdMode;
import ingestlab.load.ClientSettings;
import ingestlab.load.IndexingClients;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.mapping.MappingMode;
import ingestlab.metrics.Metric;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.writer.WriterSettings;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replicas on the node: every copy indexes every acknowledged operation, under the same buffer. */
class ReplicationTest {
    @TempDir
    Path dir;

    @Test
    void everyReplicaHoldsTheLiveDocumentsOfItsPrimary() throws Exception {
        var dataset = DatasetCatalog.resolve("http_logs");
        // Explicit ids with updates take both paths (add and soft update) on every copy; a small buffer makes the
        // controller write primaries and replicas alike.
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, dataset).set(ClientSettings.DOCS, 4000).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 3).set(ClientSettings.BULK_SIZE, 200)
                .set(DataSettings.IDS, IdMode.EXPLICIT).set(DataSettings.UPDATE_RATIO, 0.2).set(IndexSettings.REPLICAS, 2).set(ControllerSettings.BUFFER, BufferSize.parse("2mb"))
                .set(WriterSettings.MERGE_POLICY, ingestlab.writer.MergePolicyChoice.NONE).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        IndexingClients clients = IndexingClients.of(spec, DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null));
        try (DocFeed feed = dataset.open(FeedOptions.seeded(1));
             Node node = Node.start(NodeSettings.from(spec, dir), false)) {
            IndexingClients.Result sent = clients.run(node, feed, n -> {});
            Node.End end = node.finish();
            assertThat(end.liveDocs()).as("primaries only").isEqualTo(sent.expectedLiveDocs());
            for (int i = 0; i < 2; i++) {
                assertThat(node.replicas().get(i)).hasSize(2);
                int primaryDocs = node.shards().get(i).reader().numDocs();
                for (Shard replica : node.replicas().get(i)) {
                    assertThat(replica.reader().numDocs()).isEqualTo(primaryDocs);
                }
            }
            assertThat(node.replicasOutOfStep()).isEmpty();
            double primaryStore = end.counts().get(Metric.PRIMARY_STORE_BYTES);
            assertThat(end.counts().get(Metric.STORE_BYTES)).as("three copies")
                    .isGreaterThan(2.5 * primaryStore);
            assertThat(end.counts().get(Metric.VERSION_MAP_BYTES_MAX)).isPositive();

            // The check can fail: a document on a replica alone puts it out of step.
            Shard replica = node.replicas().get(1).get(0);
            replica.index(new LabDoc("stray", List.of(new StringField("id", "stray", Field.Store.YES)), 5, "test"));
            replica.refresh();
            assertThat(node.replicasOutOfStep()).singleElement().asString().contains("shard 1");
        }
    }

    @Test
    void replicasAreShardsOfTheirOwnForTheControllerAndTheirOwnDirectories() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("geopoint")).set(ClientSettings.DOCS, 10).set(IndexSettings.SHARDS, 3)
                .set(IndexSettings.REPLICAS, 1).build();
        try (Node node = Node.start(NodeSettings.from(spec, dir), false)) {
            assertThat(node.replicas()).hasSize(3);
            assertThat(node.replicas().stream().map(copies -> copies.getFirst().id()).toList())
                    .as("ids after the primaries'").containsExactly(3, 4, 5);
        }
        assertThat(dir.resolve("shard-2-replica-1")).isDirectory();
    }
}
