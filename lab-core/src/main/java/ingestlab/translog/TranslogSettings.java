package ingestlab.translog;

/**
 * How a node's shards keep their translogs and when they commit.
 *
 * @param syncIntervalMillis with {@link Durability#ASYNC}, the period of the scheduled fsync
 * @param flushThresholdBytes a shard commits once its uncommitted translog reaches this size
 * @param flushAgeMillis a shard with uncommitted operations commits once its last commit is this old
 */
public record TranslogSettings(Durability durability, long syncIntervalMillis, long flushThresholdBytes,
                               long flushAgeMillis) {
    public static final TranslogSettings NONE = new TranslogSettings(Durability.NONE, 5000, Long.MAX_VALUE, 60_000);
}
