package ingestlab.buffer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Samples;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

class IndexingBufferControllerTest {
    private static final long MB = 1 << 20;
    private final List<String> log = new ArrayList<>();
    private final List<Runnable> background = new ArrayList<>();
    private final Executor backgroundExecutor = background::add;
    private final Map<IndexingBufferController, MetricRegistry> metrics = new IdentityHashMap<>();
    private final Map<IndexingBufferController, Samples> samples = new IdentityHashMap<>();

    private List<FakeShard> shards(long... usedMb) {
        List<FakeShard> list = new ArrayList<>();
        for (int i = 0; i < usedMb.length; i++) {
            list.add(new FakeShard(i, usedMb[i] * MB, log));
        }
        return list;
    }

    private IndexingBufferController controller(long budgetMb, ShardSelector selector, FlushMode mode,
                                                List<FakeShard> shards) {
        return controller(budgetMb, selector, mode, WriteDispatch.INDEXING_THREADS, shards);
    }

    private IndexingBufferController controller(long budgetMb, ShardSelector selector, FlushMode mode,
                                                WriteDispatch dispatch, List<FakeShard> shards) {
        MetricRegistry registry = new MetricRegistry();
        Samples recorded = new Samples();
        IndexingBufferController controller = new IndexingBufferController(
                new ControllerSettings(budgetMb * MB, selector, mode, dispatch), 1, shards, backgroundExecutor,
                registry, recorded);
        metrics.put(controller, registry);
        samples.put(controller, recorded);
        return controller;
    }

    /** The controller's registered value of {@code metric}. */
    private long registered(IndexingBufferController controller, Metric metric) {
        return metrics.get(controller).snapshot().getLong(metric);
    }

    /** The controller's recorded distribution of shards picked per over-budget check. */
    private Samples shardsPerCheck(IndexingBufferController controller) {
        return samples.get(controller);
    }

    /** The setup of the throttling and hand-off tests: 100 MB, round-robin, full writes, after one check. */
    private IndexingBufferController checkedOnce(List<FakeShard> shards) {
        IndexingBufferController c = controller(100, ShardSelector.ROUND_ROBIN, FlushMode.FULL, shards);
        c.tryCheck();
        return c;
    }

    /**
     * The shards picked over {@code checks} checks, {@code usage} setting what the shards use before each, and the
     * indexing thread writing what was queued after each.
     */
    private static List<Integer> picksOver(int checks, IndexingBufferController c, Runnable usage) throws IOException {
        List<Integer> picked = new ArrayList<>();
        for (int check = 0; check < checks; check++) {
            usage.run();
            c.tryCheck();
            picked.addAll(ids(c.pendingWrites()));
            c.postOperation(0);
        }
        return picked;
    }

    private static List<Integer> ids(List<ShardBuffer> shards) {
        return shards.stream().map(ShardBuffer::id).toList();
    }

    /** The private check asserts its lock, as Elasticsearch's does; reached by reflection, without the lock. */
    @Test
    void aCheckWithoutTheRunLockFailsItsAssertion() throws Exception {
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards(30, 30, 40));
        Method runUnlocked = IndexingBufferController.class.getDeclaredMethod("runUnlocked");
        runUnlocked.setAccessible(true);
        assertThatThrownBy(() -> runUnlocked.invoke(c)).isInstanceOf(InvocationTargetException.class)
                .cause().isInstanceOf(AssertionError.class).hasMessageContaining("runLock");
        assertThat(c.tryCheck()).as("under the lock it runs").isTrue();
    }

    @Test
    void withinBudgetQueuesNothing() {
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards(30, 30, 40));
        assertThat(c.tryCheck()).isTrue();
        assertThat(c.pendingWrites()).isEmpty();
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).isEqualTo(1);
    }

    @Test
    void aCheckRecordsHowManyShardsItPicked() {
        // 260 MB of 100: largest order 70, 60, 50, 40 -> 190, 130, 80: three picks.
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.NEXT_BUFFER,
                shards(40, 70, 60, 50, 40));
        c.tryCheck();
        assertThat(ids(c.pendingWrites())).containsExactly(1, 2, 3);
        assertThat(shardsPerCheck(c).count(Sample.CONTROLLER_SHARDS_PER_CHECK)).isEqualTo(1);
        assertThat(shardsPerCheck(c).percentile(Sample.CONTROLLER_SHARDS_PER_CHECK, 100)).isEqualTo(3);
    }

    @Test
    void checksWithinBudgetRecordNoPicks() {
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards(30, 30, 40));
        c.tryCheck();
        assertThat(shardsPerCheck(c).count(Sample.CONTROLLER_SHARDS_PER_CHECK)).isZero();
        assertThat(shardsPerCheck(c).percentile(Sample.CONTROLLER_SHARDS_PER_CHECK, 50)).isNaN();
    }

    @Test
    void shardsPerCheckGivesTheMedianAndMaximumOverChecks() throws IOException {
        List<FakeShard> shards = shards(0, 0, 0, 0);
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards);
        // Before each check every shard uses the given MB; each check's picks are written before the next.
        long[][] usages = {{30, 30, 30, 30}, {60, 60, 60, 60}, {30, 30, 30, 30}, {90, 90, 90, 90}, {40, 40, 40, 40}};
        List<Integer> perCheck = new ArrayList<>();
        for (long[] usage : usages) {
            for (int i = 0; i < usage.length; i++) {
                shards.get(i).used = usage[i] * MB;
            }
            c.tryCheck();
            perCheck.add(c.pendingWrites().size());
            c.postOperation(0);
        }
        // 120 -> 1 pick; 240 -> 3 (180, 120, 60); 120 -> 1; 360 -> 3 (270, 180, 90); 160 -> 2 (120, 80)
        assertThat(perCheck).containsExactly(1, 3, 1, 3, 2);
        Samples recorded = shardsPerCheck(c);
        assertThat(recorded.count(Sample.CONTROLLER_SHARDS_PER_CHECK)).isEqualTo(5);
        assertThat(recorded.percentile(Sample.CONTROLLER_SHARDS_PER_CHECK, 50)).isEqualTo(2);
        assertThat(recorded.percentile(Sample.CONTROLLER_SHARDS_PER_CHECK, 100)).isEqualTo(3);
    }

    @Test
    void largestFirstStopsOnceBackWithinBudget() {
        // 130 MB used of 100: the largest (50) brings it to 80 -> stop after one.
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards(20, 50, 35, 25));
        c.tryCheck();
        assertThat(ids(c.pendingWrites())).containsExactly(1);
    }

    @Test
    void subtractsEachPickedShardsWholeUsageUntilWithinBudget() {
        // 200 MB of 100: largest order 60, 50, 40 -> 140, 90: two picks.
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.NEXT_BUFFER,
                shards(40, 60, 50, 30, 20));
        c.tryCheck();
        assertThat(ids(c.pendingWrites())).containsExactly(1, 2);
    }

    @Test
    void bytesAlreadyBeingWrittenDoNotCount() {
        // Shard 0 holds 90 in RAM, but 50 of it is already being written: it uses 40. Shard 1 uses 70.
        List<FakeShard> shards = shards(40, 70);
        shards.get(0).flushing = 50 * MB;
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards);
        c.tryCheck();
        assertThat(ids(c.pendingWrites())).as("the largest by used = RAM - flushing is shard 1, not shard 0")
                .containsExactly(1);

        // 95 used + 50 being written: under budget by used alone, so nothing is queued.
        List<FakeShard> under = shards(45, 50);
        under.get(1).flushing = 50 * MB;
        IndexingBufferController d = controller(100, ShardSelector.LARGEST, FlushMode.FULL, under);
        d.tryCheck();
        assertThat(d.pendingWrites()).isEmpty();
    }

    @Test
    void writesThatFindNothingToWriteAreNotCounted() throws IOException {
        List<FakeShard> shards = shards(80, 40);
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards);
        c.tryCheck();
        shards.get(0).used = 0; // written meanwhile, by someone else
        c.postOperation(0);
        assertThat(log).containsExactly("full:0");
        assertThat(registered(c, Metric.CONTROLLER_WRITES)).isZero();
    }

    @Test
    void shardsWithNothingBufferedAreNeverPicked() {
        IndexingBufferController c = controller(10, ShardSelector.ROUND_ROBIN, FlushMode.FULL, shards(0, 30, 0));
        c.tryCheck();
        assertThat(ids(c.pendingWrites())).containsExactly(1);
    }

    @Test
    void roundRobinRotationCarriesOverBetweenChecks() throws IOException {
        List<FakeShard> shards = shards(30, 30, 30, 30);
        IndexingBufferController c = controller(100, ShardSelector.ROUND_ROBIN, FlushMode.FULL, shards);
        List<Integer> picked = picksOver(6, c, () -> shards.forEach(s -> s.used = 30 * MB)); // 120 of 100: one pick
        assertThat(picked).containsExactly(0, 1, 2, 3, 0, 1);
    }

    @Test
    void largestFirstKeepsPickingTheBusiestShard() throws IOException {
        List<FakeShard> shards = shards(30, 30, 30, 30);
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, shards);
        List<Integer> picked = picksOver(4, c, () -> {
            shards.forEach(s -> s.used = 25 * MB);
            shards.get(2).used = 40 * MB; // shard 2 indexes fastest
        });
        assertThat(picked).containsExactly(2, 2, 2, 2);
    }

    @Test
    void indexingThreadWritesQueuedBuffersWithTheChosenFlushMode() throws IOException {
        List<FakeShard> shards = shards(80, 40);
        IndexingBufferController next = controller(100, ShardSelector.LARGEST, FlushMode.NEXT_BUFFER, shards);
        next.tryCheck();
        next.postOperation(0);
        assertThat(log).containsExactly("next:0");
        assertThat(registered(next, Metric.CONTROLLER_WRITES)).isEqualTo(1);
        assertThat(next.pendingWrites()).isEmpty();
        assertThat(background).as("writes run on the indexing thread, not in the background").isEmpty();

        log.clear();
        List<FakeShard> others = shards(80, 40);
        IndexingBufferController full = controller(100, ShardSelector.LARGEST, FlushMode.FULL, others);
        full.tryCheck();
        full.postOperation(0);
        assertThat(log).containsExactly("full:0");
        assertThat(others.get(0).used).isZero();
    }

    @Test
    void checksEveryBudgetOver128BytesIndexed() throws IOException {
        List<FakeShard> shards = shards(10, 10);
        IndexingBufferController c = controller(128, ShardSelector.ROUND_ROBIN, FlushMode.FULL, shards);
        // budget / 128 = 1 MB between checks
        c.postOperation(MB / 2);
        c.postOperation(MB / 2);
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).as("exactly 1 MB is not more than the threshold").isZero();
        c.postOperation(1);
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).isEqualTo(1);
        for (int i = 0; i < 10; i++) {
            c.postOperation(MB / 4);
        }
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).as("2.5 MB more: two more checks").isEqualTo(3);
    }

    @Test
    void refreshPoolDispatchChecksEveryBudgetOver30BytesIndexed() throws IOException {
        List<FakeShard> shards = shards(10, 10);
        IndexingBufferController c = controller(30, ShardSelector.LARGEST, FlushMode.FULL, WriteDispatch.REFRESH_POOL,
                shards);
        // budget / 30 = 1 MB between checks
        c.postOperation(MB);
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).as("exactly 1 MB is not more than the threshold").isZero();
        c.postOperation(1);
        assertThat(registered(c, Metric.CONTROLLER_CHECKS)).isEqualTo(1);
    }

    @Test
    void refreshPoolDispatchWritesEveryPickOnTheRefreshPoolWithoutDeduplicating() throws IOException {
        List<FakeShard> shards = shards(80, 40);
        IndexingBufferController c = controller(100, ShardSelector.LARGEST, FlushMode.FULL, WriteDispatch.REFRESH_POOL,
                shards);
        c.tryCheck();
        c.tryCheck(); // the first write has not run yet: 8.10 submits the same shard again
        assertThat(c.pendingWrites()).as("nothing is queued for the indexing threads").isEmpty();
        c.postOperation(0);
        assertThat(log).as("the indexing thread writes nothing").isEmpty();
        assertThat(background).hasSize(2);
        background.forEach(Runnable::run);
        assertThat(log).containsExactly("full:0", "full:0");
        assertThat(registered(c, Metric.CONTROLLER_WRITES)).as("the second write found nothing to write").isEqualTo(1);
    }

    @Test
    void anOperationThatPushesUsageOverBudgetGetsItsShardWrittenOnTheSameThread() throws IOException {
        List<FakeShard> shards = shards(60, 60);
        IndexingBufferController c = controller(100, ShardSelector.ROUND_ROBIN, FlushMode.FULL, shards);
        c.postOperation(2 * MB); // over 100/128 MB since the last check -> check -> queue -> write here
        assertThat(log).containsExactly("full:0");
        assertThat(registered(c, Metric.CONTROLLER_WRITES)).isEqualTo(1);
    }

    @Test
    void throttlesPickedShardsOnlyAboveOneAndAHalfTimesTheBudget() {
        // used 140 + flushing 0 = 140 <= 150: over budget but no throttling.
        List<FakeShard> shards = shards(70, 70);
        IndexingBufferController c = checkedOnce(shards);
        assertThat(shards).noneMatch(FakeShard::throttled);

        // used 140 + flushing 11 = 151 > 150: the picked shard is throttled.
        shards.get(1).flushing = 11 * MB;
        c.tryCheck();
        assertThat(shards.stream().filter(FakeShard::throttled).map(FakeShard::id)).containsExactly(1);

        // Throttled once, however many checks pick it again.
        c.tryCheck();
        assertThat(shards.get(1).throttleRequests).isEqualTo(1);

        // Back under 1.5x: every throttled shard is released.
        shards.get(1).flushing = 0;
        shards.forEach(s -> s.used = 50 * MB);
        c.tryCheck();
        assertThat(shards).noneMatch(FakeShard::throttled);
    }

    @Test
    void exactlyOneAndAHalfTimesTheBudgetDoesNotThrottle() {
        List<FakeShard> shards = shards(75, 75);
        IndexingBufferController c = checkedOnce(shards);
        assertThat(shards).noneMatch(FakeShard::throttled);
        assertThat(c.pendingWrites()).hasSize(1);
    }

    @Test
    void periodicCheckHandsLeftoverWritesToTheBackground() {
        List<FakeShard> shards = shards(80, 80);
        IndexingBufferController c = checkedOnce(shards);
        assertThat(c.pendingWrites()).hasSize(1);
        c.periodicCheck(); // the leftover from the last check goes to the background; a new check runs
        assertThat(background).hasSize(1);
        background.forEach(Runnable::run);
        assertThat(log).containsExactly("full:0");
        assertThat(ids(c.pendingWrites())).as("still 80 of 100 after shard 0, nothing more... until re-checked")
                .containsExactly(1);
    }

    @Test
    void releaseThrottlesFreesEveryShard() {
        List<FakeShard> shards = shards(100, 100);
        IndexingBufferController c = checkedOnce(shards);
        assertThat(shards).anyMatch(FakeShard::throttled);
        c.releaseThrottles();
        assertThat(shards).noneMatch(FakeShard::throttled);
    }
}
