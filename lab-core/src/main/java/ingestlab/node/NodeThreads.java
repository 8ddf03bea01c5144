package ingestlab.node;

import ingestlab.settings.Interval;
import java.io.IOException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The node's threads, and how they stop: the write pool; Elasticsearch's refresh pool, sized from the node's processors
 * (here the write threads, as the write pool is) for scheduled refreshes and the controller's leftover writes; the
 * controller's check on a scheduler thread of its own, as in Elasticsearch; and the query load's search thread.
 * A periodic task's failure is recorded here, never thrown (an exception escaping a periodic task would silently cancel
 * it), for the node to rethrow on the next bulk.
 */
final class NodeThreads {
    final WritePool writePool;
    final ScheduledExecutorService refreshPool;
    private final ScheduledExecutorService controllerCheck;
    private volatile ScheduledExecutorService searches; // null until startSearches
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    NodeThreads(int writeThreads, int writeQueue) {
        this.writePool = new WritePool(writeThreads, writeQueue);
        this.refreshPool = Executors.newScheduledThreadPool(refreshPoolSize(writeThreads),
                daemonThreads("lab-node-refresh-"));
        this.controllerCheck = Executors.newSingleThreadScheduledExecutor(daemonThreads("lab-node-controller-"));
    }

    /**
     * Elasticsearch's ThreadPool sizes the refresh pool as {@code halfAllocatedProcessorsMaxTen}: (processors + 1) / 2,
     * bounded to 1..10, from node.processors rather than the machine's CPUs, so a node of 8 write threads on 2 CPUs
     * gets the 4 refresh threads an 8-processor node has.
     */
    static int refreshPoolSize(int processors) {
        return Math.max(1, Math.min(10, (processors + 1) / 2));
    }

    static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger number = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Runs the controller's check every {@code interval}, each start a fixed delay after the last one ended. */
    void scheduleControllerCheck(Interval interval, Runnable check) {
        long tick = interval.millis();
        controllerCheck.scheduleWithFixedDelay(recording(check::run), tick, tick, TimeUnit.MILLISECONDS);
    }

    /** Runs {@code search} {@code perSecond} times a second on a new daemon thread, until the node stops. */
    void startSearches(double perSecond, SearchTask search) {
        ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lab-node-search");
            t.setDaemon(true);
            return t;
        });
        long periodNanos = Math.max(1, Math.round(1e9 / perSecond));
        thread.scheduleAtFixedRate(recording(search::run), periodNanos, periodNanos, TimeUnit.NANOSECONDS);
        searches = thread;
    }

    /** A periodic task; unlike a {@link Runnable}, it may throw what it throws. */
    private interface Task {
        void run() throws Exception;
    }

    private Runnable recording(Task task) {
        return () -> {
            try {
                task.run();
            } catch (Throwable e) {
                recordFailure(e);
            }
        };
    }

    void recordFailure(Throwable e) {
        failure.compareAndSet(null, e);
    }

    /** The first failure of a background task, or null. */
    Throwable failure() {
        return failure.get();
    }

    /**
     * Stops every thread once its work is done, at the end of indexing: the searches first, then the controller's
     * check, the refresh pool, and the write pool once its queue is empty.
     */
    void finish() throws IOException, InterruptedException {
        stopSearches();
        controllerCheck.shutdown();
        if (!controllerCheck.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("the controller's check did not stop within 10 minutes");
        }
        refreshPool.shutdown();
        if (!refreshPool.awaitTermination(10, TimeUnit.MINUTES)) {
            throw new IOException("background refreshes did not stop within 10 minutes");
        }
        writePool.shutdown(10, TimeUnit.MINUTES);
    }

    private void stopSearches() throws InterruptedException {
        ScheduledExecutorService running = searches;
        if (running != null) {
            running.shutdownNow();
            running.awaitTermination(1, TimeUnit.MINUTES);
        }
    }

    /** Interrupts every thread and waits up to a minute for each, on close; keeps the interrupt if interrupted. */
    void stopNow() {
        if (searches != null) {
            searches.shutdownNow();
        }
        controllerCheck.shutdownNow();
        refreshPool.shutdownNow();
        writePool.shutdownNow();
        try {
            stopSearches();
            controllerCheck.awaitTermination(1, TimeUnit.MINUTES);
            refreshPool.awaitTermination(1, TimeUnit.MINUTES);
            writePool.shutdown(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
