package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Counts;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexableField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** On a real IndexWriter with several pending segments: next-buffer writes exactly one, full writes all of them. */
class FlushModeIntegrationTest {
    private static final int PENDING_SEGMENTS = 4;

    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();

    private Counts counts() {
        return counters.snapshot();
    }

    private long flushes(Metric cause) {
        return counts().getLong(cause);
    }

    private Shard shard() throws Exception {
        // A large RAM buffer and no merging, so only our calls write or remove segments.
        ExperimentSpec settings = UnmergedIndex.settings(ingestlab.data.IdMode.AUTO);
        return new Shard(0, dir.resolve("shard"), ShardConfig.of(settings), 512L << 20, counters, new Samples(),
                new SegmentCounter(), new MergeMeter(counters));
    }

    /**
     * Indexes from {@link #PENDING_SEGMENTS} threads that all wait, inside addDocument, until every one of them holds
     * a segment: IndexWriter must give each its own pending segment (DWPT).
     */
    private static void indexIntoSeparatePendingSegments(Shard shard) throws Exception {
        CyclicBarrier allInside = new CyclicBarrier(PENDING_SEGMENTS);
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int t = 0; t < PENDING_SEGMENTS; t++) {
            int thread = t;
            Thread indexer = new Thread(() -> {
                try {
                    for (int i = 0; i < 50; i++) {
                        String id = thread + "-" + i;
                        List<IndexableField> fields = List.of(new StringField("id", id, Field.Store.YES),
                                new TextField("body", "text number " + i + " from thread " + thread, Field.Store.YES));
                        Iterable<IndexableField> doc = i == 0 ? waitingInside(fields, allInside) : fields;
                        shard.index(new LabDoc(id, doc, 40, "test:" + id));
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            });
            threads.add(indexer);
            indexer.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(failures).isEmpty();
    }

    /** Fields that make the indexing thread wait at the barrier once IndexWriter starts reading them. */
    private static Iterable<IndexableField> waitingInside(List<IndexableField> fields, CyclicBarrier barrier) {
        return () -> {
            try {
                barrier.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
                throw new IllegalStateException(e);
            }
            Iterator<IndexableField> it = fields.iterator();
            return it;
        };
    }

    @Test
    void nextBufferWritesExactlyOnePendingSegment() throws Exception {
        try (Shard shard = shard()) {
            indexIntoSeparatePendingSegments(shard);
            long bufferedBefore = shard.ramBytesUsed();
            assertThat(flushes(Metric.FLUSHES_BY_CONTROLLER)).isZero();

            shard.flushNext();
            assertThat(flushes(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(1);
            assertThat(shard.ramBytesUsed()).as("the other pending segments stay in memory")
                    .isGreaterThan(0).isLessThan(bufferedBefore);

            shard.flushNext();
            assertThat(flushes(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(2);
            assertThat(flushes(Metric.FLUSHES_BY_REFRESH) + flushes(Metric.FLUSHES_BY_LUCENE)).isZero();
            // (Opening a reader would itself write every remaining pending segment.)
        }
    }

    @Test
    void fullWritesEveryPendingSegment() throws Exception {
        try (Shard shard = shard()) {
            indexIntoSeparatePendingSegments(shard);
            assertThat(shard.flushAll()).isTrue();
            assertThat(flushes(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(PENDING_SEGMENTS);
            assertThat(shard.flushingBytes()).isZero();
            assertThat(shard.reader().leaves()).hasSize(PENDING_SEGMENTS);
            assertThat(shard.reader().maxDoc()).isEqualTo(PENDING_SEGMENTS * 50);
        }
    }

    @Test
    void flushedAndOtherBytesAreAttributedByIoContext() throws Exception {
        try (Shard shard = shard()) {
            indexIntoSeparatePendingSegments(shard);
            shard.flushAll();
            Counts s = counts();
            assertThat(s.getLong(Metric.FLUSHED_BYTES)).isGreaterThan(0);
            assertThat(s.getLong(Metric.MERGED_BYTES)).as("merge policy none").isZero();
            // Nothing but flushes wrote here: every byte, stored fields written while indexing included, is flushed.
            assertThat(s.getLong(Metric.BYTES_WRITTEN)).isEqualTo(s.getLong(Metric.FLUSHED_BYTES));
            assertThat(shard.storeBytes()).isGreaterThan(0).isLessThanOrEqualTo(s.getLong(Metric.BYTES_WRITTEN));
        }
    }
}
