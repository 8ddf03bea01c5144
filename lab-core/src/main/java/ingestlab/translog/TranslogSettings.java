package ingestlab.translog;

import static ingestlab.settings.Scope.INDEX;

import ingestlab.settings.ByteSize;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingValues;
import ingestlab.util.NamedValues;

/**
 * How a node's shards keep their translogs and when they commit, and the index settings that say so.
 *
 * @param syncIntervalMillis with {@link Durability#ASYNC}, the period of the scheduled fsync
 * @param flushThresholdBytes a shard commits once its uncommitted translog reaches this size
 * @param flushAgeMillis a shard with uncommitted operations commits once its last commit is this old
 */
public record TranslogSettings(Durability durability, long syncIntervalMillis, long flushThresholdBytes,
                               long flushAgeMillis) {
    public static final TranslogSettings NONE = new TranslogSettings(Durability.NONE, 5000, Long.MAX_VALUE, 60_000);

    // The lab's default is no translog, so plain Lucene experiments stay pure; Elasticsearch's is request.
    public static final Setting<Durability> TRANSLOG = Setting.named("translog", INDEX, Durability.class)
            .label("MODE").defaultText("none")
            .describe("Per-shard translog: " + NamedValues.allowed(Durability.class) + " (fsync before each bulk is "
                    + "acknowledged, or every --translog-sync-interval); with one, commits follow the flush "
                    + "thresholds.")
            .build();
    // index.translog.sync_interval = 5s (at least 100ms), IndexSettings.INDEX_TRANSLOG_SYNC_INTERVAL_SETTING
    public static final Setting<Interval> TRANSLOG_SYNC_INTERVAL_MS = Setting.of("translog_sync_interval_ms", INDEX,
                    Interval::parse)
            .label("DURATION").defaultText("5s").column(Interval::millis)
            .bound(i -> !i.isOff() && i.millis() >= 100, "is not allowed (at least 100ms, as in Elasticsearch)")
            .describe("With --translog async: how often the translog is fsynced (at least 100ms).")
            .build();
    // index.translog.flush_threshold_size = 10gb, IndexSettings.INDEX_TRANSLOG_FLUSH_THRESHOLD_SIZE_SETTING
    public static final Setting<ByteSize> TRANSLOG_FLUSH_THRESHOLD = Setting.of("translog_flush_threshold", INDEX,
                    ByteSize::parse)
            .label("SIZE").defaultText("10gb")
            .bound(s -> s.bytes() >= 1024, "is too small (at least 1kb: below it a shard would commit after almost "
                    + "every operation)")
            .describe("A shard commits (Elasticsearch's flush) once its uncommitted translog reaches this size.")
            .build();
    // index.translog.flush_threshold_age = 1m (1s to 1h), IndexSettings.INDEX_TRANSLOG_FLUSH_THRESHOLD_AGE_SETTING
    public static final Setting<Interval> TRANSLOG_FLUSH_AGE_MS = Setting.of("translog_flush_age_ms", INDEX,
                    Interval::parse)
            .label("DURATION").defaultText("1m").column(Interval::millis)
            .bound(i -> !i.isOff() && i.millis() >= 1000 && i.millis() <= 3_600_000,
                    "is out of range (1s to 1h, as in Elasticsearch)")
            .describe("A shard with uncommitted operations commits once its last commit is this old (1s to 1h).")
            .build();

    /** An index's translog, read from its settings. */
    public static TranslogSettings from(SettingValues index) {
        return new TranslogSettings(index.get(TRANSLOG), index.get(TRANSLOG_SYNC_INTERVAL_MS).millis(),
                index.get(TRANSLOG_FLUSH_THRESHOLD).bytes(), index.get(TRANSLOG_FLUSH_AGE_MS).millis());
    }
}
