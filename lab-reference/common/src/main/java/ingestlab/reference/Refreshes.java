package ingestlab.reference;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Each index's scheduled refresh, which a bare shard lacks (a node's IndexService runs it): every refresh interval,
 * with a fixed delay, the engine's {@code IndexShard#scheduledRefresh} on each of its shards, which skips search-idle
 * shards as a node does. One thread for the node, as the refresh pool of a 2-processor node has.
 *
 * @param <S> the engine's shard
 */
public final class Refreshes<S> {
    /** One shard's scheduled refresh, in the engine's API; a failure it cannot throw goes to {@code failed}. */
    public interface ScheduledRefresh<S> {
        void run(S shard, Consumer<Exception> failed);
    }

    private final ScheduledExecutorService scheduler;
    private final ScheduledRefresh<S> refresh;
    private final AtomicReference<Exception> failure = new AtomicReference<>();

    private Refreshes(ScheduledExecutorService scheduler, ScheduledRefresh<S> refresh) {
        this.scheduler = scheduler;
        this.refresh = refresh;
    }

    public static <S> Refreshes<S> start(List<TrialConfig.IndexConfig> indices, Map<String, List<S>> shards,
                                         ScheduledRefresh<S> refresh) {
        Refreshes<S> refreshes = new Refreshes<>(Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "reference-scheduled-refresh");
            thread.setDaemon(true);
            return thread;
        }), refresh);
        for (TrialConfig.IndexConfig index : indices) {
            if (index.refreshMillis() > 0) {
                List<S> indexShards = shards.get(index.name());
                refreshes.scheduler.scheduleWithFixedDelay(() -> refreshes.refresh(indexShards), index.refreshMillis(),
                        index.refreshMillis(), TimeUnit.MILLISECONDS);
            }
        }
        return refreshes;
    }

    private void refresh(List<S> shards) {
        for (S shard : shards) {
            try {
                refresh.run(shard, e -> failure.compareAndSet(null, e));
            } catch (RuntimeException e) {
                failure.compareAndSet(null, e);
            }
        }
    }

    /** Stops the schedule and waits for a refresh under way; throws the first refresh that failed. */
    public void stop() throws Exception {
        scheduler.shutdown();
        if (!scheduler.awaitTermination(1, TimeUnit.MINUTES)) {
            throw new IllegalStateException("a scheduled refresh did not end within a minute");
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
