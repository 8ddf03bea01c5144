package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each throttle column counts its own cause: on real shards, a write thread made to wait while only the merge
 * scheduler throttles (more merges than merge_count, no controller at all) and while only the controller does; and,
 * on the throttle alone, a wait while both do, halved. Latches, never sleeps.
 */
@Timeout(120)
class ThrottleCauseTest {
    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();

    private long nanos(Metric metric) {
        return counters.snapshot().getLong(metric);
    }

    private Shard shard(Directory storage, String... options) throws IOException {
        ExperimentSpec spec = LabSettings.defaults().setArguments(List.of(options)).build();
        return new Shard(0, storage, ShardConfig.of(spec), 64L << 20, counters, new Samples(), new SegmentCounter(),
                new MergeMeter(counters), new VersionMapBytes());
    }

    private static LabDoc doc(String id) {
        return new LabDoc(id, List.of(new StringField("id", id, Field.Store.YES)), 10, "test:" + id);
    }

    @Test
    void mergesPastTheMergeCountThrottleAndTheWaitIsTheMerges() throws Exception {
        CountDownLatch releaseMerges = new CountDownLatch(1);
        Directory storage = new MergesWaitFor(FSDirectory.open(dir.resolve("merges")), releaseMerges);
        // log-byte-size merging every 2 segments, one merge allowed before indexing is throttled
        try (Shard shard = shard(storage, "--merge-policy", "log-byte-size", "--merge-factor", "2",
                "--merge-threads", "1", "--merge-count", "1")) {
            for (int i = 0; i < 4 && !shard.throttledBy(IndexThrottle.Cause.MERGES); i++) {
                shard.index(doc("d" + i));
                shard.refresh(); // a segment; every second one starts a merge, held on its first file
            }
            while (!shard.throttledBy(IndexThrottle.Cause.MERGES)) {
                Thread.onSpinWait(); // until the second merge's thread has started
            }
            assertThat(shard.throttledBy(IndexThrottle.Cause.CONTROLLER)).isFalse();
            ShardRefreshTest.assertOneAtATime(shard, true);
            assertThat(nanos(Metric.THROTTLE_TIME_MERGES_S)).isPositive();
            assertThat(nanos(Metric.THROTTLE_TIME_CONTROLLER_S)).isZero();
            assertThat(nanos(Metric.THROTTLE_TIME_S)).isEqualTo(nanos(Metric.THROTTLE_TIME_MERGES_S));
            releaseMerges.countDown();
            shard.awaitMerges();
            assertThat(shard.throttledBy(IndexThrottle.Cause.MERGES)).as("merges done: released").isFalse();
        } finally {
            releaseMerges.countDown();
        }
    }

    @Test
    void theControllersThrottleIsTheControllers() throws Exception {
        try (Shard shard = shard(FSDirectory.open(dir.resolve("controller")), "--merge-policy", "none")) {
            shard.activateThrottling(); // the controller's call, over 1.5x its budget
            ShardRefreshTest.assertOneAtATime(shard, true);
            shard.deactivateThrottling();
            assertThat(nanos(Metric.THROTTLE_TIME_CONTROLLER_S)).isPositive();
            assertThat(nanos(Metric.THROTTLE_TIME_MERGES_S)).isZero();
            assertThat(nanos(Metric.THROTTLE_TIME_S)).isEqualTo(nanos(Metric.THROTTLE_TIME_CONTROLLER_S));
        }
    }

    @Test
    void aWaitWhileBothThrottleIsHalvedBetweenThem() throws Exception {
        IndexThrottle throttle = new IndexThrottle(counters);
        throttle.activate(IndexThrottle.Cause.CONTROLLER);
        throttle.activate(IndexThrottle.Cause.MERGES);
        var held = throttle.acquire();
        Thread waiter = new Thread(() -> throttle.acquire().unlock());
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING && waiter.isAlive()) {
            Thread.onSpinWait(); // until it is parked on the throttle's lock
        }
        held.unlock();
        waiter.join();
        long whole = nanos(Metric.THROTTLE_TIME_S);
        assertThat(whole).isPositive();
        assertThat(nanos(Metric.THROTTLE_TIME_CONTROLLER_S) + nanos(Metric.THROTTLE_TIME_MERGES_S)).isEqualTo(whole);
        // halves of each wait (the first, uncontended, too): within a nanosecond of half the whole
        assertThat(nanos(Metric.THROTTLE_TIME_CONTROLLER_S)).isBetween(whole / 2 - 1, whole / 2 + 1);
        throttle.deactivate(IndexThrottle.Cause.CONTROLLER);
        assertThat(throttle.heldBy(IndexThrottle.Cause.MERGES)).isTrue();
        throttle.deactivate(IndexThrottle.Cause.MERGES);
        assertThat(throttle.acquire()).as("off: no lock to wait for").isSameAs(throttle.acquire());
    }

    /** A directory whose merges stop at their first file until released, so merges pile up as slow ones do. */
    private static final class MergesWaitFor extends FilterDirectory {
        private final CountDownLatch release;

        MergesWaitFor(Directory in, CountDownLatch release) {
            super(in);
            this.release = release;
        }

        @Override
        public IndexOutput createOutput(String name, IOContext context) throws IOException {
            if (context.context() == IOContext.Context.MERGE) {
                try {
                    if (!release.await(60, TimeUnit.SECONDS)) {
                        throw new IOException("merges were never released");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
            }
            return super.createOutput(name, context);
        }
    }
}
