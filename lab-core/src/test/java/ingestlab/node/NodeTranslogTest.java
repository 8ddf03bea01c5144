package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.translog.Durability;
import ingestlab.translog.TranslogReader;
import ingestlab.translog.TranslogSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The async guarantee, without timing: what a sync began with is on disk once it returns, and the operations
 * acknowledged after it may still sit in the translog's buffer. The sync is called by hand (its schedule is 1h).
 */
class NodeTranslogTest {
    @TempDir
    Path dir;

    private final Dataset dataset = DatasetCatalog.resolve("http_logs");
    private final DocBuilder builder = DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null);
    private long nextId;

    private void indexBulks(Node node, DocFeed feed, int bulks) throws Exception {
        for (int b = 0; b < bulks; b++) {
            List<IndexRequest> bulk = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                bulk.add(new IndexRequest(Long.toString(nextId++), feed.next()));
            }
            assertThat(node.bulk(bulk, builder, false).notIndexed()).isEmpty();
        }
    }

    /** Operations a crash now would find in the translog files, over both shards. */
    private long operationsOnDisk() throws IOException {
        long ops = 0;
        for (int shard = 0; shard < 2; shard++) {
            ops += TranslogReader.replay(NodeLayout.translog(dir, shard), 1, op -> {}).ops();
        }
        return ops;
    }

    @Test
    void anAsyncSyncMakesDurableWhatWasAcknowledgedWhenItBegan() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, dataset).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 1).set(ClientSettings.BULK_SIZE, 100)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).set(TranslogSettings.TRANSLOG, Durability.ASYNC).set(TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS, Interval.parse("1h")).build();
        try (DocFeed feed = dataset.open(FeedOptions.seeded(3));
             Node node = Node.start(NodeSettings.from(spec, dir), false)) {
            indexBulks(node, feed, 10);
            assertThat(node.crashPoint().acknowledged()).isEqualTo(1000);
            assertThat(node.crashPoint().durable()).as("no sync yet").isZero();
            assertThat(operationsOnDisk()).as("~150 B each: much is still in the 64 KiB buffers").isLessThan(1000);

            node.translog().syncAll();
            assertThat(node.crashPoint().durable()).isEqualTo(1000);
            assertThat(operationsOnDisk()).isEqualTo(1000);

            indexBulks(node, feed, 5);
            assertThat(node.crashPoint().durable()).as("until the next sync").isEqualTo(1000);
            assertThat(operationsOnDisk()).isBetween(1000L, 1500L);
        }
    }

    @Test
    void withRequestEveryAcknowledgedOperationIsOnDisk() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, dataset).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 1).set(ClientSettings.BULK_SIZE, 100)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).set(TranslogSettings.TRANSLOG, Durability.REQUEST).build();
        try (DocFeed feed = dataset.open(FeedOptions.seeded(3));
             Node node = Node.start(NodeSettings.from(spec, dir), false)) {
            for (int round = 1; round <= 3; round++) {
                indexBulks(node, feed, 3);
                assertThat(node.crashPoint().durable()).isEqualTo(round * 300L);
                assertThat(operationsOnDisk()).isEqualTo(round * 300L);
            }
        }
    }
}
