package ingestlab.node;

import ingestlab.spec.Interval;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * Scheduled refreshes ({@code index.refresh_interval}): every interval, each shard opens a new NRT reader if anything
 * changed, which writes all its pending segments.
 *
 * <p>Search-idle (Elasticsearch {@code index.search.idle.after}, {@code IndexShard#scheduledRefresh}): with the default interval, a shard that has had no search for
 * {@code index.search.idle.after} skips scheduled refreshes. The lab runs no searches, so a shard becomes search-idle
 * that long after the node started, as an ingest-only Elasticsearch shard does.
 */
final class Refresher {
    private final List<Shard> shards;
    private final Interval interval;
    private final Interval searchIdle;
    private final Consumer<Throwable> onFailure;
    private final long startNanos = System.nanoTime();
    private final LongAdder refreshes = new LongAdder();
    private final LongAdder nanos = new LongAdder();
    private final LongAdder skippedIdle = new LongAdder();

    Refresher(List<Shard> shards, Interval interval, Interval searchIdle, Consumer<Throwable> onFailure) {
        this.shards = shards;
        this.interval = interval;
        this.searchIdle = searchIdle;
        this.onFailure = onFailure;
    }

    void schedule(ScheduledExecutorService scheduler) {
        if (interval.isOff()) {
            return;
        }
        for (Shard shard : shards) {
            scheduler.scheduleWithFixedDelay(() -> scheduledRefresh(shard), interval.millis(), interval.millis(),
                    TimeUnit.MILLISECONDS);
        }
    }

    private void scheduledRefresh(Shard shard) {
        if (!searchIdle.isOff() && System.nanoTime() - startNanos >= TimeUnit.MILLISECONDS.toNanos(searchIdle.millis())) {
            skippedIdle.increment();
            return;
        }
        long start = System.nanoTime();
        try {
            if (shard.refresh()) {
                refreshes.increment();
            }
        } catch (Throwable e) {
            // Recorded, never thrown: an exception escaping a periodic task would silently cancel it.
            onFailure.accept(e);
        } finally {
            nanos.add(System.nanoTime() - start);
        }
    }

    long refreshes() {
        return refreshes.sum();
    }

    long nanos() {
        return nanos.sum();
    }

    long skippedIdle() {
        return skippedIdle.sum();
    }
}
