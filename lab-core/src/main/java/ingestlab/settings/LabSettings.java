package ingestlab.settings;

import static ingestlab.settings.Scope.INDEX;
import static ingestlab.settings.Scope.NODE;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.codec.ZstdLevels;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.metrics.FetchProbe;
import ingestlab.translog.Durability;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every setting of the lab, declared once, in the order of the result columns (Elasticsearch keeps its built-in
 * settings in one registry too: {@code ClusterSettings.BUILT_IN_CLUSTER_SETTINGS}, {@code IndexScopedSettings}).
 * Defaults are Elasticsearch 8.11+'s out of the box wherever it has one; a comment names the Elasticsearch setting.
 * Rules that tie settings together live in {@link SettingRules}.
 */
public final class LabSettings {
    private LabSettings() {}

    private static final int PROCESSORS = Runtime.getRuntime().availableProcessors();
    /** Client or write threads. */
    static final int MAX_THREADS = 4096;
    private static final String AT_LEAST_ONE = "is not allowed (must be at least 1)";

    public static final Setting<Dataset> DATASET = Setting.of("dataset", INDEX, DatasetCatalog::resolve)
            .label("NAME").defaultText("europarl").text(Dataset::name)
            .describe("Dataset to index: a name from 'lab datasets', linedocs:PATH or ndjson:PATH (plain, .gz or .bz2).")
            .build();
    /** Explicit where the dataset (or a mapping file) declares types; otherwise dynamic, as Elasticsearch maps. */
    public static final Setting<MappingMode> MAPPING = Setting.named("mapping", INDEX, MappingMode.class)
            .label("MODE").derivedDefault("explicit", v -> MappingMode.EXPLICIT.canMap(v.get(LabSettings.DATASET),
                    v.get(LabSettings.MAPPING_FILE)) ? MappingMode.EXPLICIT : MappingMode.DYNAMIC)
            .describe("How source fields become Lucene fields: " + NamedValues.allowed(MappingMode.class)
                    + " (Elasticsearch dynamic mapping: strings become text + .keyword).")
            .build();
    public static final Setting<MappingFile> MAPPING_FILE = Setting.of("mapping_file", INDEX, MappingFile::read)
            .label("FILE").optional()
            .describe("Elasticsearch mapping JSON (properties with text, keyword, long, integer, short, byte, double, "
                    + "float, scaled_float, date, boolean, ip, geo_point) replacing the dataset's declared types; "
                    + "without one, an ndjson:PATH corpus is mapped dynamically.")
            .build();
    // Elasticsearch's bulk indexing with auto-generated ids: append-only.
    public static final Setting<IdMode> IDS = Setting.named("ids", INDEX, IdMode.class)
            .label("MODE").defaultText("auto")
            .describe("auto: append with addDocument (auto-generated ids); explicit: each id is looked up in the shard's "
                    + "version map, then in the index, and added when new or replaced (softUpdateDocument) when known.")
            .build();
    public static final Setting<Double> UPDATE_RATIO = Setting.of("update_ratio", INDEX, Parsers::decimal)
            .label("R").defaultText("0.0").bound(r -> r >= 0 && r < 1, "is out of range (0 <= ratio < 1)")
            .describe("Fraction of documents re-sent with an id already indexed, which replaces it (needs --ids "
                    + "explicit).")
            .build();
    public static final Setting<Long> DOCS = Setting.of("docs", NODE, Parsers::wholeNumber)
            .label("N").defaultText("100000").bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Documents to index (the corpus is cycled with fresh ids).")
            .build();
    // Elasticsearch: one primary shard per index by default; index.max_number_of_shards is 1,024.
    public static final Setting<Integer> SHARDS = Setting.of("shards", INDEX, Parsers::integer)
            .label("N").defaultText("1").bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= 1024, "is too many (at most 1024: Elasticsearch's default index.max_number_of_shards, "
                    + "and the routing-shard limit)")
            .describe("Shards (IndexWriters) on the node.")
            .build();
    // Elasticsearch's index.number_of_replicas is 1; 0 here, as the lab's experiments are about one copy.
    public static final Setting<Integer> REPLICAS = Setting.of("replicas", INDEX, Parsers::integer)
            .label("N").defaultText("0").bound(n -> n >= 0 && n <= 2, "is not allowed (0 to 2 replicas per shard)")
            .describe("Replica copies of each shard, on the same node and under the same buffer: 0, 1 or 2. Every "
                    + "operation is indexed on the primary, then on each replica, before the shard answers.")
            .build();
    // Rally's default bulk-indexing clients.
    public static final Setting<Integer> THREADS = Setting.of("threads", NODE, Parsers::integer)
            .label("N").derivedDefault("8", v -> v.get(LabSettings.DETERMINISTIC) ? 1 : 8)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= MAX_THREADS, "is too many (at most " + MAX_THREADS + ": each client is a thread: beyond "
                    + "this the run measures the scheduler, not indexing)")
            .describe("Client threads sending bulks.")
            .build();
    // Elasticsearch's write pool: size = allocated processors, queue 10,000 (8.x).
    public static final Setting<Integer> WRITE_THREADS = Setting.of("write_threads", NODE, Parsers::integer)
            .label("N").derivedDefault(Integer.toString(PROCESSORS),
                    v -> v.get(LabSettings.DETERMINISTIC) ? 1 : PROCESSORS)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= MAX_THREADS, "is too many (at most " + MAX_THREADS + ": each write thread is a thread)")
            .describe("The node's write thread pool: at most this many threads index at once, whatever the clients "
                    + "(Elasticsearch: allocated processors).")
            .build();
    public static final Setting<Integer> WRITE_QUEUE = Setting.of("write_queue", NODE, Parsers::integer)
            .label("N").defaultText("10000").bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Shard-level requests the write pool queues; a full queue rejects and the client retries "
                    + "(bulk_rejections).")
            .build();
    public static final Setting<Double> SHARD_SKEW = Setting.of("shard_skew", INDEX, Parsers::decimal)
            .label("S").defaultText("0.0").bound(s -> s >= 0 && s <= 10, "is out of range (0 = hash routing, up to 10)")
            .describe("0: route by id hash, as one index; above 0, shard i gets a document with probability "
                    + "proportional to 1/(i+1)^S, like data streams of different volume on one node.")
            .build();
    // A ~1 MB bulk of Europarl documents.
    public static final Setting<Integer> BULK_SIZE = Setting.of("bulk_size", NODE, Parsers::integer)
            .label("DOCS").defaultText("1000").bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= 1_000_000, "is too many (at most 1000000: a bulk is held in memory whole)")
            .describe("Documents per bulk.")
            .build();
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
    // indices.memory.index_buffer_size = 10%
    public static final Setting<BufferSize> BUFFER = Setting.of("buffer", NODE, BufferSize::parse)
            .label("SIZE").defaultText("10%")
            .describe("Node-wide indexing buffer: % of max heap (at least 48mb) or a size such as 256mb.")
            .build();
    /** The budget resolved against the heap: a column, not a setting. */
    public static final Column BUFFER_BYTES = new Column() {
        @Override
        public String column() {
            return "buffer_bytes";
        }

        @Override
        public String description() {
            return "the buffer resolved to bytes against the heap";
        }

        @Override
        public String value(ExperimentSpec spec) {
            return Long.toString(spec.bufferBytes());
        }
    };
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
            .describe("Period of the controller's scheduled check (it also checks every buffer/128 bytes indexed).")
            .build();
    public static final Setting<MergePolicyChoice> MERGE_POLICY = Setting.named("merge_policy", INDEX,
                    MergePolicyChoice.class)
            .label("POLICY").defaultText("tiered")
            .describe("Merge policy, with Elasticsearch's parameters: " + NamedValues.allowed(MergePolicyChoice.class)
                    + ".")
            .build();
    // index.merge.scheduler.max_thread_count = max(1, min(4, processors / 2)); max_merge_count = that + 5.
    public static final Setting<Integer> MERGE_THREADS = Setting.of("merge_threads", INDEX, Parsers::integer)
            .label("N").defaultText(Integer.toString(Math.max(1, Math.min(4, PROCESSORS / 2))))
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Merge threads per shard; default max(1, min(4, cores/2)).")
            .build();
    public static final Setting<Integer> MERGE_COUNT = Setting.of("merge_count", INDEX, Parsers::integer)
            .label("N").derivedDefault(null, v -> v.get(LabSettings.MERGE_THREADS) + 5)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Max merges per shard before indexing is throttled; default merge threads + 5.")
            .build();
    public static final Setting<CodecChoice> CODEC = Setting.named("codec", INDEX, CodecChoice.class)
            .label("CODEC").defaultText("default")
            .describe("Stored-fields codec: " + NamedValues.allowed(CodecChoice.class) + ". See docs/codecs.md.")
            .build();
    /** {@link CodecChoice#NO_LEVEL} (an empty column) for codecs without levels. */
    public static final Setting<Integer> CODEC_LEVEL = Setting.of("codec_level", INDEX, Parsers::integer)
            .label("LEVEL").derivedDefault(null, v -> v.get(LabSettings.CODEC).defaultLevel())
            .column(level -> level == CodecChoice.NO_LEVEL ? "" : level)
            .describe("Compression level of the zstd codecs, " + ZstdLevels.MIN + " to " + ZstdLevels.MAX
                    + " (default " + ZstdLevels.DEFAULT + "); not allowed with the others.")
            .build();
    // index.refresh_interval = 1s; giving it explicitly turns search-idle off (IndexShard#scheduledRefresh).
    public static final Setting<Interval> REFRESH_INTERVAL_MS = Setting.of("refresh_interval_ms", INDEX,
                    Interval::parse)
            .label("DURATION").derivedDefault("1s", v -> v.get(LabSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(1)).column(Interval::millis).alias("--refresh")
            .describe("Scheduled refresh interval, or off. Giving it explicitly turns search-idle off, as in "
                    + "Elasticsearch.")
            .build();
    // index.search.idle.after = 30s
    public static final Setting<Interval> SEARCH_IDLE_MS = Setting.of("search_idle_ms", INDEX, Interval::parse)
            .label("DURATION").derivedDefault("30s", v -> v.get(LabSettings.DETERMINISTIC) ? Interval.OFF
                    : Interval.ofSeconds(30)).column(Interval::millis)
            .describe("With the default refresh, shards skip scheduled refreshes after this long without searches "
                    + "(the lab searches only with --search-rate); or off.")
            .build();
    public static final Setting<Double> SEARCH_RATE = Setting.of("search_rate", NODE, Parsers::decimal)
            .label("QPS").defaultText("0.0").bound(r -> r >= 0 && r <= 1000, "is out of range (0 = no searches, up to "
                    + "1000 per second: the query load is meant to be light)")
            .describe("Searches per second on a thread of their own (a seeded term query from the terms of the "
                    + "dataset's first documents, and a match-all count, on one copy of every shard), which keep shards "
                    + "search-active; 0 = no searches.")
            .build();
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
    public static final Setting<Boolean> DETERMINISTIC = Setting.of("deterministic", NODE, Boolean::parseBoolean)
            .flag().defaultText("false")
            .describe("Repeatable segments (luceneutil's nightly check): one client, one write thread, serial merges, "
                    + "controller checks by indexed bytes only, no scheduled refresh.")
            .build();
    public static final Setting<Long> SEED = Setting.of("seed", NODE, Parsers::wholeNumber)
            .label("N").defaultText("42")
            .describe("Seed for every random choice.")
            .build();

    // A node of many indices (settings added after config_hash was fixed: hashed only when given).
    public static final Setting<WorkloadDefinition> WORKLOAD = Setting.of("workload", NODE, WorkloadDefinition::resolve)
            .label("NAME|FILE").optional().column(WorkloadDefinition::name).hashedOnlyWhenGiven()
            .describe("A node of many indices: a built-in workload (" + String.join(", ",
                    WorkloadDefinition.BUILT_IN_NAMES) + ") or a YAML file with node:, index_defaults: and indices: (see "
                    + "docs/workloads.md). Without one, the node holds one index made of the index options.")
            .build();
    /** The workload's content hash: a column, not a setting. */
    public static final Column WORKLOAD_HASH = new Column() {
        @Override
        public String column() {
            return "workload_hash";
        }

        @Override
        public String description() {
            return "the first 12 hex digits of the SHA-256 of the workload's canonical JSON; empty without a workload";
        }

        @Override
        public String value(ExperimentSpec spec) {
            WorkloadDefinition workload = spec.get(WORKLOAD);
            return workload == null ? "" : workload.hash();
        }

        @Override
        public boolean hashedAtDefault() {
            return false;
        }

        @Override
        public boolean isDefaultIn(ExperimentSpec spec) {
            return spec.get(WORKLOAD) == null;
        }
    };
    public static final Setting<BulkMix> BULK_MIX = Setting.named("bulk_mix", NODE, BulkMix.class)
            .label("MIX").defaultText("runs").hashedOnlyWhenGiven()
            .describe("How a workload's indices share the bulks: " + NamedValues.allowed(BulkMix.class) + " (runs: an "
                    + "index drawn by share for each batch of --batch-docs documents, as Rally's elastic/logs "
                    + "generator picks a corpus per batch; interleaved: one drawn per document).")
            .build();
    public static final Setting<Integer> BATCH_DOCS = Setting.of("batch_docs", NODE, Parsers::integer)
            .label("DOCS").defaultText("10000").hashedOnlyWhenGiven().bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("With --bulk-mix runs: documents drawn for one index at a time (Rally's generator-batch-size "
                    + "is 10,000 raw lines).")
            .build();

    // Run switches: how a trial runs or what it records beyond its factors; no columns.
    public static final Setting<Boolean> SKIP_BAD = Setting.of("skip_bad", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("Count unreadable or unindexable documents (bad_docs) instead of failing on the first.")
            .build();
    public static final Setting<Boolean> MEASURE_FETCH = Setting.of("measure_fetch", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("After indexing, time fetching " + FetchProbe.SAMPLE + " random stored documents (after "
                    + FetchProbe.WARMUP + " untimed) and report fetch_us_per_doc.")
            .build();
    public static final Setting<Long> CRASH_AFTER = Setting.of("crash_after", NODE, Parsers::wholeNumber)
            .label("N").defaultText("0").notAColumn().notSwept().bound(n -> n >= 0, "is not allowed (0 or more)")
            .describe("Halt the JVM abruptly (no close, no commit) once N documents were acknowledged; needs "
                    + "--keep-index and a --translog. Then: lab recover --work-dir DIR.")
            .build();

    private static final List<Setting<?>> ALL = List.of(DATASET, MAPPING, MAPPING_FILE, IDS, UPDATE_RATIO, DOCS,
            SHARDS, REPLICAS, THREADS, WRITE_THREADS, WRITE_QUEUE, SHARD_SKEW, BULK_SIZE, FLUSH_MODE, SELECTOR, BUFFER,
            HEAP_BYTES, CONTROLLER_INTERVAL_MS, MERGE_POLICY, MERGE_THREADS, MERGE_COUNT, CODEC, CODEC_LEVEL,
            REFRESH_INTERVAL_MS, SEARCH_IDLE_MS, SEARCH_RATE, TRANSLOG, TRANSLOG_SYNC_INTERVAL_MS,
            TRANSLOG_FLUSH_THRESHOLD, TRANSLOG_FLUSH_AGE_MS, DETERMINISTIC, SEED, WORKLOAD, BULK_MIX, BATCH_DOCS,
            SKIP_BAD, MEASURE_FETCH, CRASH_AFTER);

    /** Every setting, in declaration order. */
    public static List<Setting<?>> all() {
        return ALL;
    }

    /** The settings users give as options, in column order. */
    public static List<Setting<?>> options() {
        return ALL.stream().filter(Setting::isOption).toList();
    }

    /** The columns of a result row that describe the configuration, in order. */
    public static List<Column> columns() {
        List<Column> columns = new ArrayList<>();
        for (Setting<?> setting : ALL) {
            if (setting.isColumn()) {
                columns.add(setting);
            }
            if (setting == BUFFER) {
                columns.add(BUFFER_BYTES);
            }
            if (setting == WORKLOAD) {
                columns.add(WORKLOAD_HASH);
            }
        }
        return columns;
    }

    /** A setting by any of its names: key ({@code flush_mode}), option ({@code --flush-mode}) or an alias. */
    public static Optional<Setting<?>> find(String name) {
        String wanted = normalize(name);
        for (Setting<?> setting : ALL) {
            if (normalize(setting.key()).equals(wanted) || normalize(setting.option()).equals(wanted)
                    || setting.aliases().stream().map(LabSettings::normalize).anyMatch(wanted::equals)) {
                return Optional.of(setting);
            }
        }
        return Optional.empty();
    }

    private static String normalize(String name) {
        return name.trim().replaceFirst("^--", "").replace('-', '_');
    }
}
