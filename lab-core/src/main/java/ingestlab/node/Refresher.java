package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import ingestlab.settings.Interval;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * Scheduled refreshes ({@code index.refresh_interval}): every interval, each shard that is not search-idle opens a
 * new NRT reader if anything changed, which writes all its pending segments.
 *
 * @param skippedIdle counts the scheduled refreshes skipped because the shard was search-idle
 */
record Refresher(List<Shard> shards, Interval interval, SearchIdle searchIdle, MetricRegistry counters,
                 LongAdder skippedIdle, Consumer<Throwable> onFailure) {


    void schedule(ScheduledExecutorService scheduler) {
        if (interval.isOff()) {
            return;
        }
        for (Shard shard : shards) {
            scheduler.scheduleWithFixedDelay(() -> scheduledRefresh(shard), interval.millis(), interval.millis(),
                    TimeUnit.MILLISECONDS);
        }
    }

    /** One scheduled refresh of {@code shard}; returns whether it opened a new reader. */
    boolean scheduledRefresh(Shard shard) {
        if (searchIdle.isIdle(shard.copy())) {
            skippedIdle.increment();
            return false;
        }
        long start = System.nanoTime();
        try {
            boolean refreshed = shard.refresh();
            if (refreshed) {
                counters.increment(Metric.REFRESHES);
            }
            return refreshed;
        } catch (Throwable e) {
            // Recorded, never thrown: an exception escaping a periodic task would silently cancel it.
            onFailure.accept(e);
            return false;
        } finally {
            counters.add(Metric.REFRESH_TIME_S, System.nanoTime() - start);
        }
    }
}
