package ingestlab.node;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The node's {@code write} thread pool ({@code threadpool/ThreadPool.java}, {@code Names.WRITE}): a fixed number of
 * threads, by default the allocated processors, and a bounded queue (10,000 in 8.x). Each shard-level bulk request
 * ({@code TransportShardBulkAction}) runs on it, so however many clients send, at most {@code threads} index at once,
 * and a shard keeps about that many pending segments. A full queue rejects, as Elasticsearch answers 429.
 */
final class WritePool {
    private final ThreadPoolExecutor executor;

    WritePool(int threads, int queue) {
        AtomicInteger number = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(queue), r -> {
                    Thread t = new Thread(r, "lab-node-write-" + number.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.AbortPolicy());
    }

    /** Queues a shard-level request; throws {@link RejectedExecutionException} when the queue is full. */
    <T> Future<T> submit(Callable<T> request) {
        return executor.submit(request);
    }

    /** Lets queued requests finish, then stops the threads. */
    void shutdown(long timeout, TimeUnit unit) throws InterruptedException {
        executor.shutdown();
        executor.awaitTermination(timeout, unit);
    }

    void shutdownNow() {
        executor.shutdownNow();
    }
}
