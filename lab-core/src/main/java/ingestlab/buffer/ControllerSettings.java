package ingestlab.buffer;

/**
 * What the controller needs to know.
 *
 * @param budgetBytes the resolved {@code indices.memory.index_buffer_size}
 * @param selector the order in which over-budget shards are picked
 * @param flushMode how a picked shard's buffer is written
 * @param seed seeds {@link ShardSelector#RANDOM}
 */
public record ControllerSettings(long budgetBytes, ShardSelector selector, FlushMode flushMode, long seed) {
    public ControllerSettings {
        if (budgetBytes <= 0) {
            throw new IllegalArgumentException("budget must be positive: " + budgetBytes);
        }
    }

    /** Elasticsearch also checks whenever this many bytes were indexed since the last check. */
    public long bytesBetweenChecks() {
        return budgetBytes / 128;
    }

    /** Above this many bytes used + being written, picked shards are throttled to one indexing thread. */
    public double throttleThresholdBytes() {
        return 1.5 * budgetBytes;
    }
}
