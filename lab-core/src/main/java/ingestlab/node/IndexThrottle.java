package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Elasticsearch's {@code InternalEngine.IndexThrottle}: while active, one indexing thread at a time may index into
 * the shard. A no-op lock is swapped for a real one on activation. Activations are counted, because both the
 * buffer controller and the merge scheduler may ask for it. Time spent waiting for the real lock is recorded.
 */
final class IndexThrottle {
    private static final Lock NOOP = new NoopLock();

    private final AtomicInteger requests = new AtomicInteger();
    private final MetricRegistry counters;
    private volatile Lock lock = NOOP;

    IndexThrottle(MetricRegistry counters) {
        this.counters = counters;
    }

    void activate() {
        if (requests.incrementAndGet() == 1) {
            lock = new ReentrantLock();
        }
    }

    void deactivate() {
        if (requests.decrementAndGet() == 0) {
            lock = NOOP;
        }
    }

    /** Takes the current lock, recording any wait; the caller unlocks what it got. */
    Lock acquire() {
        Lock current = lock;
        if (current == NOOP) {
            return current;
        }
        long start = System.nanoTime();
        current.lock();
        counters.add(Metric.THROTTLE_TIME_S, System.nanoTime() - start);
        return current;
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
