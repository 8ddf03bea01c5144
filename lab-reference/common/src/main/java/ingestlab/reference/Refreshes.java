package ingestlab.reference;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.Executor;
import java.util.concurrent.Phaser;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Each index's scheduled refresh, which a bare shard lacks (a node's IndexService runs it): every refresh interval,
 * a fixed delay after the last pass ended, the engine's {@code IndexShard#scheduledRefresh} on each of the index's
 * shards in turn, which skips search-idle shards as a node does. Where a pass runs is the trial's
 * {@link TrialConfig#refreshPool}:
 * <ul>
 *   <li>{@code separate}: on one thread of the harness's own, apart from the node's refresh pool (where 8.10's and
 *       OpenSearch's controller writes run); every earlier reference row ran so.</li>
 *   <li>{@code shared}: on the node's {@code refresh} pool, beside the controller's writes, as a node runs it. In
 *       Elasticsearch 8.10.4 and 8.11.4 and OpenSearch 2.19.6 alike, {@code IndexService.AsyncRefreshTask} is an
 *       {@code AbstractAsyncTask} that the scheduler hands to {@code ThreadPool.Names.REFRESH}
 *       ({@code getThreadPool()} returns {@code "refresh"}; 8.11 passes that pool's executor), and reschedules itself
 *       after each pass; the pool is a scaling one of 1 to {@code halfAllocatedProcessorsMaxTen} threads, that is
 *       {@code (processors + 1) / 2} bounded to [1, 10] (elastic/elasticsearch
 *       {@code server/src/main/java/org/elasticsearch/threadpool/ThreadPool.java}, read in the 8.10.4 jar with
 *       {@code javap -c}; OpenSearch's {@code ThreadPool} keeps the rule). The harness's test framework builds that
 *       pool from the node's {@code node.processors}.</li>
 * </ul>
 *
 * @param <S> the engine's shard
 */
public final class Refreshes<S> {
    /** One shard's scheduled refresh, in the engine's API; a failure it cannot throw goes to {@code failed}. */
    public interface ScheduledRefresh<S> {
        void run(S shard, Consumer<Exception> failed);
    }

    private final ScheduledThreadPoolExecutor scheduler;
    /** Where a pass runs: the scheduler's thread ({@code separate}), or the node's refresh pool ({@code shared}). */
    private final Executor passes;
    private final ScheduledRefresh<S> refresh;
    private final AtomicReference<Exception> failure = new AtomicReference<>();
    /** Passes submitted and not ended; the trial's own party keeps it open until {@link #stop}. */
    private final Phaser running = new Phaser(1);
    private final AtomicLong passCount = new AtomicLong();
    private final Set<String> passThreads = new ConcurrentSkipListSet<>();
    private volatile boolean stopping;

    private Refreshes(Executor pool, ScheduledRefresh<S> refresh) {
        this.scheduler = new ScheduledThreadPoolExecutor(1, r -> {
            Thread thread = new Thread(r, "reference-scheduled-refresh");
            thread.setDaemon(true);
            return thread;
        });
        scheduler.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.passes = pool != null ? pool : Runnable::run;
        this.refresh = refresh;
    }

    /**
     * Starts each index's schedule; {@code refreshPool} is the node's refresh pool, or null to run the passes on the
     * harness's own thread.
     */
    public static <S> Refreshes<S> start(List<TrialConfig.IndexConfig> indices, Map<String, List<S>> shards,
                                         Executor refreshPool, ScheduledRefresh<S> refresh) {
        Refreshes<S> refreshes = new Refreshes<>(refreshPool, refresh);
        for (TrialConfig.IndexConfig index : indices) {
            if (index.refreshMillis() > 0) {
                refreshes.scheduleNext(shards.get(index.name()), index.refreshMillis());
            }
        }
        return refreshes;
    }

    /** The index's next pass, {@code millis} from now; it schedules the one after when it ends. */
    private void scheduleNext(List<S> shards, long millis) {
        if (stopping) {
            return;
        }
        try {
            scheduler.schedule(() -> submit(shards, millis), millis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // stopping: the scheduler is shut down
        }
    }

    private void submit(List<S> shards, long millis) {
        running.register();
        try {
            passes.execute(() -> {
                try {
                    pass(shards);
                } finally {
                    scheduleNext(shards, millis);
                    running.arriveAndDeregister();
                }
            });
        } catch (RejectedExecutionException e) {
            running.arriveAndDeregister();
            failure.compareAndSet(null, e);
        }
    }

    private void pass(List<S> shards) {
        passCount.incrementAndGet();
        passThreads.add(Thread.currentThread().getName());
        for (S shard : shards) {
            try {
                refresh.run(shard, e -> failure.compareAndSet(null, e));
            } catch (RuntimeException e) {
                failure.compareAndSet(null, e);
            }
        }
    }

    /** Stops the schedules and waits for the passes under way; throws the first refresh that failed. */
    public void stop() throws Exception {
        stopping = true;
        scheduler.shutdown();
        if (!scheduler.awaitTermination(1, TimeUnit.MINUTES)) {
            throw new IllegalStateException("a scheduled refresh did not end within a minute");
        }
        try {
            running.awaitAdvanceInterruptibly(running.arrive(), 1, TimeUnit.MINUTES);
        } catch (TimeoutException e) {
            throw new IllegalStateException("a scheduled refresh did not end within a minute", e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    /** The passes run (each over one index's shards). */
    public long passes() {
        return passCount.get();
    }

    /** The names of the threads the passes ran on, to check where they ran. */
    public Set<String> threads() {
        return new TreeSet<>(passThreads);
    }
}
