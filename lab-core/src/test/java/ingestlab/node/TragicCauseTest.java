package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.experiment.FullDisk;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.store.AlreadyClosedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The race DiskFullTest meets only sometimes, made deterministic: one thread fills the disk until the shard's
 * IndexWriter closes on its tragic exception, and then a DocumentsWriter-style AlreadyClosedException (no cause, as
 * another client thread gets when it passed the writer's open check before the close) is given that exception.
 */
@Timeout(60)
class TragicCauseTest {
    /** A few bulks of http_logs fit; a few hundred do not. */
    private static final long QUOTA = 256 << 10;

    @TempDir
    Path dir;

    private final Dataset dataset = DatasetCatalog.resolve("http_logs");
    private final DocBuilder builder = DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null);

    private Node startOnAFullDisk() throws IOException {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, dataset).set(IndexSettings.SHARDS, 1)
                .set(IndexSettings.REPLICAS, 0).set(ClientSettings.THREADS, 1).set(ClientSettings.BULK_SIZE, 100)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        return Node.start(NodeSettings.from(spec, dir), false, new FullDisk(QUOTA));
    }

    /** Indexes bulks of 100 until one fails (at most 2,000 bulks); returns what it threw. */
    private Throwable fillTheDisk(Node node) throws Exception {
        try (DocFeed feed = dataset.open(FeedOptions.seeded(3))) {
            long id = 0;
            for (int b = 0; b < 2_000; b++) {
                List<IndexRequest> bulk = new ArrayList<>();
                for (int i = 0; i < 100; i++) {
                    bulk.add(new IndexRequest(Long.toString(id++), feed.next()));
                }
                Throwable thrown = catchThrowable(() -> node.bulk(bulk, builder, false));
                if (thrown != null) {
                    return thrown;
                }
            }
        }
        throw new AssertionError("2,000 bulks fit a disk of " + QUOTA + " bytes");
    }

    private static Throwable tragic(Node node) {
        return node.indices().getFirst().copies().getFirst().tragicException();
    }

    private static void closeQuietly(Node node) {
        try {
            node.close();
        } catch (IOException | RuntimeException closingAFailedWriter) {
            // the shard's writer is already closed on its tragedy; closing the node may report it again
        }
    }

    @Test
    void anExceptionWithoutACauseGetsTheWriteThatClosedTheWriter() throws Exception {
        Node node = startOnAFullDisk();
        try {
            Throwable first = fillTheDisk(node);
            assertThat(first).hasStackTraceContaining(FullDisk.NO_SPACE);
            assertThat(tragic(node)).as("the full disk closed the writer").isNotNull()
                    .hasStackTraceContaining(FullDisk.NO_SPACE);

            AlreadyClosedException closed = new AlreadyClosedException("this DocumentsWriter is closed");
            assertThat(TragicCause.attach(closed, node.indices())).isSameAs(closed);
            assertThat(closed.getCause()).isSameAs(tragic(node));
        } finally {
            closeQuietly(node);
        }
    }

    @Test
    void anExceptionWithACauseKeepsItAndTheNextBulkNamesTheDisk() throws Exception {
        Node node = startOnAFullDisk();
        try {
            fillTheDisk(node);
            IOException own = new IOException("its own cause");
            AlreadyClosedException closed = new AlreadyClosedException("closed", own);
            assertThat(TragicCause.attach(closed, node.indices()).getCause()).isSameAs(own);

            Throwable next;
            try (DocFeed feed = dataset.open(FeedOptions.seeded(4))) {
                List<IndexRequest> late = List.of(new IndexRequest("late", feed.next()));
                next = catchThrowable(() -> node.bulk(late, builder, false));
            }
            assertThat(next).isInstanceOf(AlreadyClosedException.class).hasStackTraceContaining(FullDisk.NO_SPACE);
        } finally {
            closeQuietly(node);
        }
    }

    @Test
    void onAHealthyNodeNothingIsAttached() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, dataset).set(IndexSettings.SHARDS, 1)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build();
        try (Node node = Node.start(NodeSettings.from(spec, dir), false)) {
            AlreadyClosedException closed = new AlreadyClosedException("closed");
            assertThat(TragicCause.attach(closed, node.indices()).getCause()).isNull();
        }
    }
}
