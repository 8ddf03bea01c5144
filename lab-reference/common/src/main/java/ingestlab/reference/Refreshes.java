package ingestlab.reference;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.index.shard.IndexShard;

/**
 * Each index's scheduled refresh, which a bare shard lacks (a node's IndexService runs it): every refresh interval,
 * with a fixed delay, {@link IndexShard#scheduledRefresh} on each of its shards, which skips search-idle shards as a
 * node does. One thread for the node, as the refresh pool of a 2-processor node has.
 */
public final class Refreshes {
    private final ScheduledExecutorService scheduler;
    private final AtomicReference<Exception> failure = new AtomicReference<>();

    private Refreshes(ScheduledExecutorService scheduler) {
        this.scheduler = scheduler;
    }

    public static Refreshes start(List<TrialConfig.IndexConfig> indices, Map<String, List<IndexShard>> shards) {
        Refreshes refreshes = new Refreshes(Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "reference-scheduled-refresh");
            thread.setDaemon(true);
            return thread;
        }));
        for (TrialConfig.IndexConfig index : indices) {
            if (index.refreshMillis() > 0) {
                List<IndexShard> indexShards = shards.get(index.name());
                refreshes.scheduler.scheduleWithFixedDelay(() -> refreshes.refresh(indexShards), index.refreshMillis(),
                        index.refreshMillis(), TimeUnit.MILLISECONDS);
            }
        }
        return refreshes;
    }

    private void refresh(List<IndexShard> shards) {
        for (IndexShard shard : shards) {
            try {
                shard.scheduledRefresh(ActionListener.wrap(refreshed -> {}, e -> failure.compareAndSet(null, e)));
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
