package ingestlab.node;

import ingestlab.settings.Interval;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongSupplier;

/**
 * Elasticsearch's search-idle rule ({@code IndexShard#isSearchIdle}, {@code index.search.idle.after}, default 30 s):
 * while the refresh interval is left at its default, a shard that has not been searched for that long skips scheduled
 * refreshes; a search makes it active again. A shard counts as searched when the node starts, so an ingest-only shard
 * goes idle that long after the start. Time comes from a clock that tests can drive.
 */
final class SearchIdle {
    private final long afterNanos;
    private final LongSupplier clock;
    private final AtomicLongArray lastSearched;

    /** @param after {@link Interval#OFF}: shards never go idle */
    SearchIdle(int shards, Interval after, LongSupplier clock) {
        this.afterNanos = after.isOff() ? Long.MAX_VALUE : TimeUnit.MILLISECONDS.toNanos(after.millis());
        this.clock = clock;
        this.lastSearched = new AtomicLongArray(shards);
        long now = clock.getAsLong();
        for (int i = 0; i < shards; i++) {
            lastSearched.set(i, now);
        }
    }

    boolean isIdle(int shard) {
        return afterNanos != Long.MAX_VALUE && clock.getAsLong() - lastSearched.get(shard) >= afterNanos;
    }

    /** A search reached the shard: scheduled refreshes resume. */
    void searched(int shard) {
        lastSearched.set(shard, clock.getAsLong());
    }
}
