package ingestlab.buffer;

import static ingestlab.settings.Scope.NODE;

import ingestlab.settings.BufferSize;
import ingestlab.settings.Column;
import ingestlab.settings.Interval;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingValues;
import ingestlab.util.NamedValues;

/**
 * What the controller needs to know, and the settings it is configured by, declared here as Elasticsearch's
 * {@code IndexingMemoryController} declares its {@code indices.memory.*} settings.
 *
 * @param bufferBytes the resolved {@code indices.memory.index_buffer_size}: the node's budget for indexing buffers
 * @param selector the order in which over-budget shards are picked
 * @param flushMode how a picked shard's buffer is written
 * @param dispatch who writes a picked shard's buffer, and how often the controller checks
 */
public record ControllerSettings(long bufferBytes, ShardSelector selector, FlushMode flushMode,
                                 WriteDispatch dispatch) {
    // Elasticsearch 8.11+: flushNextBuffer, round-robin (IndexingMemoryController, PR #94607).
    public static final Setting<FlushMode> FLUSH_MODE = Setting.named("flush_mode", NODE, FlushMode.class)
            .label("MODE").defaultText("next-buffer").alias("--flush")
            .describe("How the controller reclaims a picked shard's buffer: " + NamedValues.allowed(FlushMode.class)
                    + " (full: a refresh-style flush of every pending segment, up to Elasticsearch 8.10; next-buffer: "
                    + "IndexWriter#flushNextBuffer, 8.11+).")
            .build();
    public static final Setting<ShardSelector> SELECTOR = Setting.named("selector", NODE, ShardSelector.class)
            .label("ORDER").defaultText("round-robin")
            .describe("Order in which over-budget shards are picked: " + NamedValues.allowed(ShardSelector.class) + ".")
            .build();
    // Elasticsearch 8.11+: picked buffers written by the indexing threads; 8.10: by the refresh pool (WriteDispatch).
    // Added after config_hash was fixed: hashed only when given, so older rows keep their hash.
    public static final Setting<WriteDispatch> DISPATCH = Setting.named("controller_dispatch", NODE,
                    WriteDispatch.class)
            .label("WHO").defaultText("indexing-threads").hashedOnlyWhenGiven()
            .describe("Who writes the buffers the controller picks, and how often it checks: "
                    + NamedValues.allowed(WriteDispatch.class) + " (indexing-threads: a pending queue the indexing "
                    + "threads write, a check every buffer/128 bytes, Elasticsearch 8.11+; refresh-pool: each pick "
                    + "written at once on the refresh pool, a check every buffer/30 bytes, up to 8.10).")
            .build();
    // indices.memory.index_buffer_size = 10%
    public static final Setting<BufferSize> BUFFER = Setting.of("buffer", NODE, BufferSize::parse)
            .label("SIZE").defaultText("10%")
            .describe("Node-wide indexing buffer: % of max heap (at least 48mb) or a size such as 256mb.")
            .build();
    /** The budget resolved against the heap: a column, not a setting. */
    public static final Column BUFFER_BYTES = Column.derived("buffer_bytes",
            "the buffer resolved to bytes against the heap", spec -> Long.toString(budgetBytes(spec)));
    /** The max heap of the JVM that runs the trial; percentages of {@link #BUFFER} resolve against it. */
    public static final Setting<Long> HEAP_BYTES = Setting.of("heap_bytes", NODE, Parsers::wholeNumber)
            .label("BYTES").derivedDefault(null, v -> Runtime.getRuntime().maxMemory()).notAnOption()
            .bound(n -> n > 0, "is not allowed (a heap size must be positive)")
            .describe("The max heap of the JVM that runs the trial (LAB_HEAP for lab run, --heap for lab sweep).")
            .build();
    // indices.memory.interval = 5s
    public static final Setting<Interval> CONTROLLER_INTERVAL_MS = Setting.of("controller_interval_ms", NODE,
                    Interval::parse)
            .label("DURATION").defaultText("5s").column(Interval::millis)
            .bound(i -> !i.isOff(), "is not allowed (use a duration such as 5s)")
            .describe("Period of the controller's scheduled check (it also checks every buffer/128 bytes indexed, or "
                    + "/30 under --controller-dispatch refresh-pool).")
            .build();

    public ControllerSettings {
        if (bufferBytes <= 0) {
            throw new IllegalArgumentException("budget must be positive: " + bufferBytes);
        }
    }

    /** The controller's settings as {@code values} give them, the budget resolved against the heap. */
    public static ControllerSettings from(SettingValues values) {
        return new ControllerSettings(budgetBytes(values), values.get(SELECTOR), values.get(FLUSH_MODE),
                values.get(DISPATCH));
    }

    /** The budget in bytes: a percentage of the heap (at least 48 MB) or an absolute size. */
    private static long budgetBytes(SettingValues values) {
        return values.get(BUFFER).resolve(values.get(HEAP_BYTES));
    }

    /** Elasticsearch also checks whenever this many bytes were indexed since the last check ({@link WriteDispatch}). */
    public long bytesBetweenChecks() {
        return bufferBytes / dispatch.checksPerBuffer();
    }

    /** Above this many bytes used + being written, picked shards are throttled to one indexing thread. */
    public double throttleThresholdBytes() {
        return 1.5 * bufferBytes;
    }
}
