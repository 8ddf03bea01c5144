package ingestlab.node;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The node's {@code write} thread pool ({@code threadpool/ThreadPool.java}, {@code Names.WRITE}): at most
 * {@code threads} shard-level requests ({@code TransportShardBulkAction}) index at once, by default one per allocated
 * processor, however many clients send, so a shard keeps about that many pending segments; at most {@code queue}
 * more wait (10,000 in 8.x) and run in the order they came; one more is rejected, as Elasticsearch answers 429.
 *
 * <p>What runs a request differs, not how many run or in what order: the pool's threads run queued requests
 * ({@link #submit}), as Elasticsearch's write threads run every one, but a request whose sender only waits for it
 * ({@link #run}) is run by the sender when its turn comes. Elasticsearch hands each request from a transport thread to
 * a write thread; the lab's client would spend that hand-off waiting, a thread wake-up each way per request that no
 * setting the lab studies acts on: a bare IndexWriter loop that handed each chunk to a pool thread the same way ran
 * 2-4.5% slower on http_logs (reports/harness-overhead.md).
 */
final class WritePool {
    /** A shard-level request: a shard's part of a bulk, indexed by whichever thread runs it. */
    interface Request<T> {
        T run() throws IOException;
    }

    /** A waiting request: for a pool thread ({@code result}), or for its sender, woken by {@code turn}. */
    private record Waiting<T>(Request<T> request, CompletableFuture<T> result, Condition turn) {
        boolean pooled() {
            return result != null;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition poolWork = lock.newCondition();
    private final ArrayDeque<Waiting<?>> waiting = new ArrayDeque<>(); // guarded by lock
    private final int queue;
    private final List<Thread> threads = new ArrayList<>();
    private int freeSlots; // guarded by lock
    private boolean shutdown; // guarded by lock

    WritePool(int threads, int queue) {
        this.queue = queue;
        this.freeSlots = threads;
        for (int i = 1; i <= threads; i++) {
            Thread thread = new Thread(this::work, "lab-node-write-" + i);
            thread.setDaemon(true);
            this.threads.add(thread);
            thread.start();
        }
    }

    /** Queues a request for the pool's threads; throws {@link RejectedExecutionException} when the queue is full. */
    <T> Future<T> submit(Request<T> request) {
        CompletableFuture<T> result = new CompletableFuture<>();
        lock.lock();
        try {
            if (shutdown) {
                throw new RejectedExecutionException("the write pool is shut down");
            }
            enqueue(new Waiting<>(request, result, null));
            wakeHead();
        } finally {
            lock.unlock();
        }
        return result;
    }

    /**
     * Runs a request on the calling thread once it is at the head of the queue and a slot is free (at once when none
     * waits); throws {@link RejectedExecutionException} when the queue is full.
     */
    <T> T run(Request<T> request) throws IOException, InterruptedException {
        lock.lock();
        try {
            if (!waiting.isEmpty() || freeSlots == 0) {
                Waiting<T> mine = new Waiting<>(request, null, lock.newCondition());
                enqueue(mine);
                try {
                    while (waiting.peek() != mine || freeSlots == 0) {
                        mine.turn().await();
                    }
                } catch (InterruptedException e) {
                    waiting.remove(mine);
                    wakeHead();
                    throw e;
                }
                waiting.poll();
            }
            freeSlots--;
            wakeHead(); // a second free slot may be the next one's
        } finally {
            lock.unlock();
        }
        try {
            return request.run();
        } finally {
            release();
        }
    }

    /** Adds a request at the tail of the queue, or rejects it when the queue is full. Must hold the lock. */
    private void enqueue(Waiting<?> request) {
        assert lock.isHeldByCurrentThread() : "enqueue must run under the pool's lock";
        if (waiting.size() >= queue) {
            throw new RejectedExecutionException("the write queue holds " + queue + " requests");
        }
        waiting.add(request);
    }

    /** Tells whoever runs the head of the queue that it may, if a slot is free. Must hold the lock. */
    private void wakeHead() {
        assert lock.isHeldByCurrentThread() : "wakeHead must run under the pool's lock";
        Waiting<?> head = waiting.peek();
        if (head != null && freeSlots > 0) {
            if (head.pooled()) {
                poolWork.signal();
            } else {
                head.turn().signal();
            }
        }
    }

    private void release() {
        lock.lock();
        try {
            freeSlots++;
            wakeHead();
            if (shutdown) {
                poolWork.signalAll(); // the last request done: idle pool threads may stop
            }
        } finally {
            lock.unlock();
        }
    }

    /** A pool thread: runs queued requests at the head of the queue while a slot is free, until shut down. */
    private void work() {
        while (true) {
            Waiting<?> next;
            lock.lock();
            try {
                while (freeSlots == 0 || waiting.isEmpty() || !waiting.peek().pooled()) {
                    if (shutdown && waiting.isEmpty()) {
                        return;
                    }
                    poolWork.await();
                }
                next = waiting.poll();
                freeSlots--;
                wakeHead();
            } catch (InterruptedException e) {
                return; // shutdownNow
            } finally {
                lock.unlock();
            }
            try {
                complete(next);
            } finally {
                release();
            }
        }
    }

    private static <T> void complete(Waiting<T> request) {
        try {
            request.result().complete(request.request().run());
        } catch (Throwable t) {
            request.result().completeExceptionally(t);
        }
    }

    /** Lets queued requests finish, then stops the threads. */
    void shutdown(long timeout, TimeUnit unit) throws InterruptedException {
        lock.lock();
        try {
            shutdown = true;
            poolWork.signalAll();
        } finally {
            lock.unlock();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (Thread thread : threads) {
            TimeUnit.NANOSECONDS.timedJoin(thread, Math.max(1, deadline - System.nanoTime()));
        }
    }

    /** Stops the threads now; requests still queued for them fail. */
    void shutdownNow() {
        lock.lock();
        try {
            shutdown = true;
            for (Waiting<?> request : waiting) {
                if (request.pooled()) {
                    request.result().completeExceptionally(new RejectedExecutionException("the write pool stopped"));
                }
            }
            waiting.removeIf(Waiting::pooled);
        } finally {
            lock.unlock();
        }
        threads.forEach(Thread::interrupt);
    }
}
