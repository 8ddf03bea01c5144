package ingestlab.node;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Elasticsearch's {@code InternalEngine.IndexThrottle}: while active, one indexing thread at a time may index into
 * the shard. A no-op lock is swapped for a real one on activation. Activations are counted, because both the
 * buffer controller ({@code IndexingMemoryController}, over 1.5x its budget) and the merge scheduler ({@code
 * EngineMergeScheduler#beforeMerge}, more merges than {@code max_merge_count}) may ask for it; as in Elasticsearch,
 * both share the one lock.
 *
 * <p>Time spent waiting for the real lock is recorded in {@code throttle_time_s} and, by cause, in {@code
 * throttle_time_controller_s} and {@code throttle_time_merges_s}: a wait goes to the causes that held the throttle
 * when it began, split evenly when both did (either alone would have made the thread wait), so the two sum to the
 * whole.
 */
final class IndexThrottle {
    /** Who asks for the throttle. */
    enum Cause {
        CONTROLLER(Metric.THROTTLE_TIME_CONTROLLER_S),
        MERGES(Metric.THROTTLE_TIME_MERGES_S);

        final Metric waited;

        Cause(Metric waited) {
            this.waited = waited;
        }
    }

    private static final Lock NOOP = new NoopLock();
    private static final State OFF = new State(NOOP, 0, 0);

    /**
     * The lock and the requests of each cause, swapped whole so a waiting thread reads the causes of the lock it got.
     */
    private record State(Lock lock, int controller, int merges) {
        State with(Cause cause, int change) {
            int c = controller + (cause == Cause.CONTROLLER ? change : 0);
            int m = merges + (cause == Cause.MERGES ? change : 0);
            if (c + m == 0) {
                return OFF;
            }
            return new State(lock == NOOP ? new ReentrantLock() : lock, c, m);
        }
    }

    private final MetricRegistry counters;
    private volatile State state = OFF; // written under this

    IndexThrottle(MetricRegistry counters) {
        this.counters = counters;
    }

    synchronized void activate(Cause cause) {
        state = state.with(cause, 1);
    }

    synchronized void deactivate(Cause cause) {
        state = state.with(cause, -1);
    }

    /** Whether {@code cause} holds the throttle now. */
    boolean heldBy(Cause cause) {
        State current = state;
        return (cause == Cause.CONTROLLER ? current.controller() : current.merges()) > 0;
    }

    /** Takes the current lock, recording any wait by cause; the caller unlocks what it got. */
    Lock acquire() {
        State current = state;
        if (current.lock() == NOOP) {
            return NOOP;
        }
        long start = System.nanoTime();
        current.lock().lock();
        long waited = System.nanoTime() - start;
        counters.add(Metric.THROTTLE_TIME_S, waited);
        if (current.controller() > 0 && current.merges() > 0) {
            counters.add(Metric.THROTTLE_TIME_CONTROLLER_S, waited / 2);
            counters.add(Metric.THROTTLE_TIME_MERGES_S, waited - waited / 2);
        } else {
            counters.add((current.controller() > 0 ? Cause.CONTROLLER : Cause.MERGES).waited, waited);
        }
        return current.lock();
    }

    private static final class NoopLock implements Lock {
        @Override public void lock() {}
        @Override public void lockInterruptibly() {}
        @Override public boolean tryLock() { return true; }
        @Override public boolean tryLock(long time, TimeUnit unit) { return true; }
        @Override public void unlock() {}
        @Override public Condition newCondition() { throw new UnsupportedOperationException(); }
    }
}
