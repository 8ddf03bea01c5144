package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.IdMode;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexableField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Refreshes, the controller's full write and the throttle, on a real shard; latches, never sleeps. */
class ShardRefreshTest {
    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();

    private Shard shard() throws Exception {
        ExperimentSpec settings = UnmergedIndex.settings(IdMode.AUTO);
        return new Shard(0, dir.resolve("shard"), ShardConfig.of(settings), 512L << 20, counters, new Samples(), new SegmentCounter(), new MergeMeter(counters));
    }

    private long count(Metric metric) {
        return counters.snapshot().getLong(metric);
    }

    private static LabDoc doc(String id) {
        return new LabDoc(id, List.of(new StringField("id", id, Field.Store.YES)), 10, "test:" + id);
    }

    @Test
    void aRefreshAfterAControllerWriteFlushesOnce() throws Exception {
        try (Shard shard = shard()) {
            shard.index(doc("a"));
            assertThat(shard.flushAll()).as("the controller's internal refresh").isTrue();
            shard.index(doc("b"));
            assertThat(shard.refresh()).isTrue();
            assertThat(count(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(1);
            assertThat(count(Metric.FLUSHES_BY_REFRESH)).as("one new segment, not one per reader").isEqualTo(1);
            assertThat(shard.reader().leaves()).hasSize(2);
            assertThat(shard.refresh()).as("nothing changed since").isFalse();
            assertThat(count(Metric.FLUSHES_BY_REFRESH)).isEqualTo(1);
        }
    }

    @Test
    void aFullWriteWhileTheShardIsRefreshingReturnsWithoutFlushing() throws Exception {
        try (Shard shard = shard()) {
            shard.index(doc("a"));
            CountDownLatch held = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Thread refresher = new Thread(() -> {
                shard.refreshes.lock.lock(); // as a refresh in progress holds it
                try {
                    held.countDown();
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    shard.refreshes.lock.unlock();
                }
            });
            refresher.start();
            assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(shard.flushAll()).as("maybeRefresh() returns at once").isFalse();
            assertThat(count(Metric.FLUSHES_BY_CONTROLLER)).isZero();
            release.countDown();
            refresher.join();
            assertThat(shard.flushAll()).isTrue();
            assertThat(count(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(1);
        }
    }

    @Test
    void aThrottledShardAdmitsOneIndexingThreadAtATime() throws Exception {
        try (Shard shard = shard()) {
            shard.activateThrottling();
            assertOneAtATime(shard, true);
            shard.deactivateThrottling();
            assertOneAtATime(shard, false);
        }
    }

    /**
     * Thread A stops inside IndexWriter#addDocument; thread B then indexes. Throttled, B waits for the lock until A
     * is released; not throttled, B gets into IndexWriter while A is still inside.
     */
    static void assertOneAtATime(Shard shard, boolean throttled) throws Exception {
        CountDownLatch aInside = new CountDownLatch(1);
        CountDownLatch releaseA = new CountDownLatch(1);
        CountDownLatch bInside = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread a = indexer(shard, "a" + throttled, aInside, releaseA, failure);
        a.start();
        assertThat(aInside.await(30, TimeUnit.SECONDS)).isTrue();
        Thread b = indexer(shard, "b" + throttled, bInside, new CountDownLatch(0), failure);
        b.start();
        if (throttled) {
            while (b.getState() != Thread.State.WAITING && b.isAlive()) {
                Thread.onSpinWait(); // until B is parked on the throttle's lock
            }
            assertThat(bInside.getCount()).as("B must wait while A indexes").isEqualTo(1);
            releaseA.countDown();
            assertThat(bInside.await(30, TimeUnit.SECONDS)).isTrue();
        } else {
            assertThat(bInside.await(30, TimeUnit.SECONDS)).as("B indexes while A is inside").isTrue();
            releaseA.countDown();
        }
        a.join();
        b.join();
        assertThat(failure.get()).isNull();
    }

    /** A thread that indexes {@code id}, stopping inside IndexWriter#addDocument until {@code release} opens. */
    static Thread indexer(Shard shard, String id, CountDownLatch inside, CountDownLatch release,
                                  AtomicReference<Throwable> failure) {
        List<IndexableField> fields = List.of(new StringField("id", id, Field.Store.YES));
        Iterable<IndexableField> waiting = () -> {
            inside.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            Iterator<IndexableField> it = fields.iterator();
            return it;
        };
        return new Thread(() -> {
            try {
                shard.index(new LabDoc(id, waiting, 10, "test:" + id));
            } catch (Throwable e) {
                failure.compareAndSet(null, e);
            }
        });
    }

    @Test
    void searchIdleSkipsScheduledRefreshesUntilASearchArrives() throws Exception {
        long[] now = {0};
        try (Shard shard = shard()) {
            SearchIdle idle = new SearchIdle(1, ingestlab.settings.Interval.ofSeconds(30), () -> now[0]);
            Refresher refresher = new Refresher(List.of(shard), ingestlab.settings.Interval.ofSeconds(1), idle, counters, new java.util.concurrent.atomic.LongAdder(),
                    e -> { throw new AssertionError(e); });
            shard.index(doc("a"));
            now[0] = TimeUnit.SECONDS.toNanos(29);
            assertThat(refresher.scheduledRefresh(shard)).as("active: refreshes").isTrue();
            shard.index(doc("b"));
            now[0] = TimeUnit.SECONDS.toNanos(30);
            assertThat(refresher.scheduledRefresh(shard)).as("30 s without a search: idle, skipped").isFalse();
            assertThat(count(Metric.REFRESHES)).isEqualTo(1);
            idle.searched(0);
            now[0] = TimeUnit.SECONDS.toNanos(31);
            assertThat(refresher.scheduledRefresh(shard)).as("searched again: refreshes resume").isTrue();
            assertThat(count(Metric.REFRESHES)).isEqualTo(2);
            assertThat(shard.reader().maxDoc()).isEqualTo(2);
        }
    }
}
