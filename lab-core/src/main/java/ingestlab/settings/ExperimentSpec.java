package ingestlab.settings;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.data.Dataset;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.codec.ZstdLevels;
import ingestlab.translog.Durability;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.WriterSettings;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What to run: every factor of an experiment, immutable. {@link #defaults()} gives Elasticsearch 8.11+'s
 * out-of-the-box values wherever it has one; the others are documented on each builder method.
 *
 * @param heapBytes the max heap of the JVM that runs the trial; percentages of {@code buffer} resolve against it
 * @param dataset resolved once, from {@code --dataset}
 * @param mappingFile an Elasticsearch mapping JSON that replaces the dataset's declared types, or null
 * @param updateRatio the fraction of documents re-sent with an id already indexed (needs explicit ids)
 * @param skipBad count unreadable or unindexable documents instead of failing the trial
 * @param searchIdle Elasticsearch's {@code index.search.idle.after}: with the default refresh interval, a shard with
 *     no searches for this long skips scheduled refreshes; {@link Interval#OFF} when refresh was set explicitly
 * @param codecLevel the codec's compression level; {@link CodecChoice#NO_LEVEL} for codecs without levels
 * @param writeThreads the node's {@code write} thread pool: at most this many threads index at once
 * @param writeQueue the write pool's queue of shard-level requests; a full queue rejects a request (HTTP 429)
 * @param shardSkew 0 routes by id hash; above 0, shard i receives a document with probability proportional to
 *     {@code 1/(i+1)^shardSkew}, like data streams of different volume on one node
 * @param deterministic luceneutil's repeatable mode: one client, one write thread, serial merges, controller checks
 *     by indexed bytes only and no scheduled refresh, so a seed gives the same segments on every run
 * @param measureFetch after indexing, time fetching a seeded sample of stored documents ({@code fetch_us_per_doc});
 *     a measurement switch rather than a factor
 * @param replicas replica copies of each shard, on this node, indexed after the primary (document replication)
 * @param searchRate searches per second of the light query load; 0 for none
 * @param translog whether shards keep a translog, and when it is fsynced
 * @param translogFlushThreshold uncommitted translog size at which a shard commits
 * @param crashAfter halt the JVM once this many documents were acknowledged (0: never); a run switch, not a factor
 */
public record ExperimentSpec(
        Dataset dataset,
        MappingMode mapping,
        MappingFile mappingFile,
        IdMode ids,
        double updateRatio,
        boolean skipBad,
        long docs,
        int shards,
        int threads,
        int writeThreads,
        int writeQueue,
        double shardSkew,
        int bulkSize,
        FlushMode flushMode,
        ShardSelector selector,
        BufferSize buffer,
        long heapBytes,
        Interval controllerInterval,
        MergePolicyChoice mergePolicy,
        int mergeThreads,
        int mergeCount,
        CodecChoice codec,
        int codecLevel,
        Interval refresh,
        Interval searchIdle,
        long seed,
        boolean deterministic,
        boolean measureFetch,
        int replicas,
        double searchRate,
        Durability translog,
        Interval translogSyncInterval,
        ByteSize translogFlushThreshold,
        Interval translogFlushAge,
        long crashAfter) {

    public ExperimentSpec {
        checkCodecLevel(codec, codecLevel);
        positive(Factor.DOCS, docs);
        positive(Factor.SHARDS, shards);
        positive(Factor.THREADS, threads);
        positive(Factor.WRITE_THREADS, writeThreads);
        positive(Factor.WRITE_QUEUE, writeQueue);
        positive(Factor.BULK_SIZE, bulkSize);
        if (replicas < 0 || replicas > MAX_REPLICAS) {
            throw bad(Factor.REPLICAS, replicas, "is not allowed (0 to " + MAX_REPLICAS + " replicas per shard)");
        }
        if (!(searchRate >= 0 && searchRate <= MAX_SEARCH_RATE)) {
            throw bad(Factor.SEARCH_RATE, searchRate, "is out of range (0 = no searches, up to " + (int) MAX_SEARCH_RATE
                    + " per second: the query load is meant to be light)");
        }
        atMost(Factor.SHARDS, shards, MAX_SHARDS, "Elasticsearch's default index.max_number_of_shards, and the "
                + "routing-shard limit");
        atMost(Factor.THREADS, threads, MAX_THREADS, "each client is a thread: beyond this the run measures the "
                + "scheduler, not indexing");
        atMost(Factor.WRITE_THREADS, writeThreads, MAX_THREADS, "each write thread is a thread");
        atMost(Factor.BULK_SIZE, bulkSize, MAX_BULK_SIZE, "a bulk is held in memory whole");
        if (!(shardSkew >= 0 && shardSkew <= 10)) {
            throw bad(Factor.SHARD_SKEW, shardSkew, "is out of range (0 = hash routing, up to 10)");
        }
        if (deterministic && (threads != 1 || writeThreads != 1 || !refresh.isOff())) {
            throw new IllegalArgumentException(Factor.DETERMINISTIC.option() + ": needs one client, one write thread "
                    + "and no scheduled refresh (it sets them itself; drop " + Factor.THREADS.option() + ", "
                    + Factor.WRITE_THREADS.option() + " and " + Factor.REFRESH_INTERVAL_MS.option() + ")");
        }
        positive(Factor.MERGE_THREADS, mergeThreads);
        positive(Factor.MERGE_COUNT, mergeCount);
        if (mergeCount < mergeThreads) {
            throw bad(Factor.MERGE_COUNT, mergeCount, "must be at least " + Factor.MERGE_THREADS.option() + " ("
                    + mergeThreads + ")");
        }
        if (controllerInterval.isOff()) {
            throw bad(Factor.CONTROLLER_INTERVAL_MS, "off", "is not allowed (use a duration such as 5s)");
        }
        if (!(updateRatio >= 0 && updateRatio < 1)) {
            throw bad(Factor.UPDATE_RATIO, updateRatio, "is out of range (0 <= ratio < 1)");
        }
        if (updateRatio > 0 && ids != IdMode.EXPLICIT) {
            throw bad(Factor.UPDATE_RATIO, updateRatio, "needs " + Factor.IDS.option() + " explicit (auto-generated "
                    + "ids never repeat)");
        }
        checkMapping(dataset, mapping, mappingFile);
        checkTranslog(translogSyncInterval, translogFlushThreshold, translogFlushAge);
        if (crashAfter < 0) {
            throw new IllegalArgumentException("--crash-after: '" + crashAfter + "' is not allowed (0 or more)");
        }
        if (crashAfter > 0 && !translog.isOn()) {
            throw new IllegalArgumentException("--crash-after: needs " + Factor.TRANSLOG.option() + " async or request "
                    + "(without a translog nothing acknowledged since the last commit survives a crash)");
        }
        if (heapBytes <= 0) {
            throw new IllegalArgumentException("heap size must be positive: " + heapBytes);
        }
        if (buffer.resolve(heapBytes) > heapBytes) {
            throw bad(Factor.BUFFER, buffer, "is more than the whole heap (" + ByteSize.human(heapBytes) + "): give at "
                    + "most the heap, or a larger heap (LAB_HEAP for lab run, --heap for lab sweep)");
        }
    }

    /** Shards on one node: Elasticsearch's default {@code index.max_number_of_shards} (1,024). */
    public static final int MAX_SHARDS = 1024;
    /** Client or write threads. */
    public static final int MAX_THREADS = 4096;
    /** Documents per bulk. */
    public static final int MAX_BULK_SIZE = 1_000_000;
    /** Replicas per shard. */
    public static final int MAX_REPLICAS = 2;
    /** Searches per second. */
    public static final double MAX_SEARCH_RATE = 1000;

    private static void atMost(Factor factor, long value, long max, String why) {
        if (value > max) {
            throw bad(factor, value, "is too many (at most " + max + ": " + why + ")");
        }
    }

    /** Explicit types need a dataset that declares them or a mapping file. */
    public static void checkMapping(Dataset dataset, MappingMode mapping, MappingFile mappingFile) {
        if (!mapping.canMap(dataset, mappingFile)) {
            throw new IllegalArgumentException(Factor.DATASET.option() + ": '" + dataset.name() + "' declares no "
                    + "field types: give " + Factor.MAPPING_FILE.option() + " FILE, or use " + Factor.MAPPING.option()
                    + " dynamic");
        }
    }

    /** Elasticsearch's bounds: sync interval at least 100ms, flush age 1s to 1h. */
    private static void checkTranslog(Interval syncInterval, ByteSize flushThreshold, Interval flushAge) {
        if (syncInterval.isOff() || syncInterval.millis() < 100) {
            throw bad(Factor.TRANSLOG_SYNC_INTERVAL_MS, syncInterval, "is not allowed (at least 100ms, as in "
                    + "Elasticsearch)");
        }
        if (flushThreshold.bytes() < MIN_FLUSH_THRESHOLD_BYTES) {
            throw bad(Factor.TRANSLOG_FLUSH_THRESHOLD, flushThreshold, "is too small (at least 1kb: below it a shard "
                    + "would commit after almost every operation)");
        }
        if (flushAge.isOff() || flushAge.millis() < 1000 || flushAge.millis() > 3_600_000) {
            throw bad(Factor.TRANSLOG_FLUSH_AGE_MS, flushAge, "is out of range (1s to 1h, as in Elasticsearch)");
        }
    }

    /** The smallest {@code --translog-flush-threshold}. */
    public static final long MIN_FLUSH_THRESHOLD_BYTES = 1024;

    private static void checkCodecLevel(CodecChoice codec, int level) {
        if (codec.accepts(level)) {
            return;
        }
        throw bad(Factor.CODEC_LEVEL, level, codec.hasLevels()
                ? "is not allowed (" + codec.cliName() + " takes levels " + ZstdLevels.MIN + " to " + ZstdLevels.MAX + ")"
                : "is not allowed with " + Factor.CODEC.option() + " " + codec.cliName() + ", which has no levels "
                        + "(levels apply to " + String.join(", ", CodecChoice.withLevels()) + ")");
    }

    private static void positive(Factor factor, long value) {
        if (value <= 0) {
            throw bad(factor, value, "is not allowed (must be at least 1)");
        }
    }

    /** A message that names the option, the bad value and what is allowed. */
    private static IllegalArgumentException bad(Factor factor, Object value, String why) {
        return new IllegalArgumentException(factor.option() + ": '" + value + "' " + why);
    }

    /** The budget in bytes: a percentage of {@link #heapBytes} (at least 48 MB) or an absolute size. */
    public long bufferBytes() {
        return buffer.resolve(heapBytes);
    }

    public WriterSettings writerSettings() {
        return new WriterSettings(bufferBytes(), mergeThreads, mergeCount, mergePolicy, codec, codecLevel, deterministic);
    }

    public static Builder defaults() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Builds a spec; every setter's default is the value it starts with. */
    public static final class Builder {
        // Every factor's default comes from its declaration in Factor; heap and the two switches are not factors.
        private Dataset dataset;
        private MappingMode mapping;
        private MappingFile mappingFile;
        private IdMode ids;
        private double updateRatio;
        private boolean skipBad;
        private long docs;
        private int shards;
        private int threads;
        private int bulkSize;
        private int writeThreads;
        private int writeQueue;
        private double shardSkew;
        private boolean deterministic;
        private FlushMode flushMode;
        private ShardSelector selector;
        private BufferSize buffer;
        private long heapBytes = Runtime.getRuntime().maxMemory();
        private Interval controllerInterval;
        private MergePolicyChoice mergePolicy;
        private int mergeThreads;
        private Integer mergeCount; // null: merge threads + 5
        private CodecChoice codec;
        private Integer codecLevel; // null: the codec's default level (3 for zstd, none for the others)
        private Interval refresh;
        private Interval searchIdle;
        private long seed;
        private boolean measureFetch;
        private int replicas;
        private double searchRate;
        private Durability translog;
        private Interval translogSyncInterval;
        private ByteSize translogFlushThreshold;
        private Interval translogFlushAge;
        private long crashAfter;
        /** The factors given through {@link #set}, as a user gives options. */
        private final Set<Factor> given = EnumSet.noneOf(Factor.class);

        Builder() {
            for (Factor factor : Factor.options()) {
                if (factor.defaultText() != null) {
                    factor.set(this, factor.parse(factor.defaultText()));
                }
            }
        }

        Builder(ExperimentSpec s) {
            dataset = s.dataset;
            mapping = s.mapping;
            mappingFile = s.mappingFile;
            ids = s.ids;
            updateRatio = s.updateRatio;
            skipBad = s.skipBad;
            docs = s.docs;
            shards = s.shards;
            threads = s.threads;
            bulkSize = s.bulkSize;
            writeThreads = s.writeThreads;
            writeQueue = s.writeQueue;
            shardSkew = s.shardSkew;
            deterministic = s.deterministic;
            flushMode = s.flushMode;
            selector = s.selector;
            buffer = s.buffer;
            heapBytes = s.heapBytes;
            controllerInterval = s.controllerInterval;
            mergePolicy = s.mergePolicy;
            mergeThreads = s.mergeThreads;
            mergeCount = s.mergeCount;
            codec = s.codec;
            // a default level stays implicit, so that changing the codec afterwards picks that codec's default
            codecLevel = s.codecLevel == s.codec.defaultLevel() ? null : s.codecLevel;
            refresh = s.refresh;
            searchIdle = s.searchIdle;
            seed = s.seed;
            measureFetch = s.measureFetch;
            replicas = s.replicas;
            searchRate = s.searchRate;
            translog = s.translog;
            translogSyncInterval = s.translogSyncInterval;
            translogFlushThreshold = s.translogFlushThreshold;
            translogFlushAge = s.translogFlushAge;
            crashAfter = s.crashAfter;
        }

        /**
         * Sets a factor as a user gives it (an option, a value of a sweep): the value is what {@link Factor#parse}
         * returned. Unlike the typed setters, a factor given this way is remembered, so that {@link #build()} can
         * refuse a combination a user could not mean.
         */
        public Builder set(Factor factor, Object value) {
            given.add(factor);
            factor.set(this, value);
            return this;
        }

        public Builder dataset(Dataset v) { dataset = v; return this; }
        public Builder mapping(MappingMode v) { mapping = v; return this; }
        public Builder mappingFile(MappingFile v) { mappingFile = v; return this; }
        public Builder ids(IdMode v) { ids = v; return this; }
        public Builder updateRatio(double v) { updateRatio = v; return this; }
        public Builder skipBad(boolean v) { skipBad = v; return this; }
        public Builder docs(long v) { docs = v; return this; }
        public Builder shards(int v) { shards = v; return this; }
        public Builder threads(int v) { threads = v; return this; }
        public Builder bulkSize(int v) { bulkSize = v; return this; }
        public Builder writeThreads(int v) { writeThreads = v; return this; }
        public Builder writeQueue(int v) { writeQueue = v; return this; }
        public Builder shardSkew(double v) { shardSkew = v; return this; }

        /** luceneutil's repeatable mode: sets one client, one write thread and no scheduled refresh. */
        public Builder deterministic(boolean v) {
            deterministic = v;
            if (v) {
                threads = 1;
                writeThreads = 1;
                refresh(Interval.OFF);
            }
            return this;
        }
        public Builder flushMode(FlushMode v) { flushMode = v; return this; }
        public Builder selector(ShardSelector v) { selector = v; return this; }
        public Builder buffer(BufferSize v) { buffer = v; return this; }
        public Builder heapBytes(long v) { heapBytes = v; return this; }
        public Builder controllerInterval(Interval v) { controllerInterval = v; return this; }
        public Builder mergePolicy(MergePolicyChoice v) { mergePolicy = v; return this; }
        public Builder mergeThreads(int v) { mergeThreads = v; return this; }
        public Builder mergeCount(Integer v) { mergeCount = v; return this; }
        public Builder codec(CodecChoice v) { codec = v; return this; }
        /** An explicit level; null for the codec's default. A level given with a codec without levels is an error. */
        public Builder codecLevel(Integer v) { codecLevel = v; return this; }
        public Builder seed(long v) { seed = v; return this; }
        public Builder measureFetch(boolean v) { measureFetch = v; return this; }
        public Builder replicas(int v) { replicas = v; return this; }
        public Builder searchRate(double v) { searchRate = v; return this; }
        public Builder translog(Durability v) { translog = v; return this; }
        public Builder translogSyncInterval(Interval v) { translogSyncInterval = v; return this; }
        public Builder translogFlushThreshold(ByteSize v) { translogFlushThreshold = v; return this; }
        public Builder translogFlushAge(Interval v) { translogFlushAge = v; return this; }
        /** {@code --crash-after N}: halt once N documents were acknowledged; 0 never. */
        public Builder crashAfter(long v) { crashAfter = v; return this; }

        /** An explicit refresh interval; as in Elasticsearch, search-idle no longer applies. */
        public Builder refresh(Interval v) {
            refresh = v;
            searchIdle = Interval.OFF;
            return this;
        }

        /** Search-idle after this long; only meaningful while the refresh interval is left at its default. */
        public Builder searchIdle(Interval v) { searchIdle = v; return this; }

        public ExperimentSpec build() {
            for (Factor fixed : List.of(Factor.THREADS, Factor.WRITE_THREADS, Factor.REFRESH_INTERVAL_MS)) {
                if (deterministic && given.contains(fixed)) {
                    throw new IllegalArgumentException(Factor.DETERMINISTIC.option() + ": it fixes " + fixed.option()
                            + " itself (one client, one write thread, no scheduled refresh); drop " + fixed.option());
                }
            }
            Map<Factor, Object> translogOnly = Map.of(Factor.TRANSLOG_SYNC_INTERVAL_MS, translogSyncInterval,
                    Factor.TRANSLOG_FLUSH_THRESHOLD, translogFlushThreshold, Factor.TRANSLOG_FLUSH_AGE_MS, translogFlushAge);
            for (Map.Entry<Factor, Object> option : translogOnly.entrySet()) {
                if (!translog.isOn() && given.contains(option.getKey())) {
                    throw new IllegalArgumentException(option.getKey().option() + ": '" + option.getValue()
                            + "' has no effect with " + Factor.TRANSLOG.option() + " none (give "
                            + Factor.TRANSLOG.option() + " async or request)");
                }
            }
            if (given.contains(Factor.REFRESH_INTERVAL_MS)) {
                searchIdle = Interval.OFF; // as in Elasticsearch, whatever search-idle was given
            }
            // A corpus that declares no types, given without a mapping file, is indexed as Elasticsearch indexes
            // documents into an index without mappings: dynamically. The mapping column says so.
            MappingMode mappingUsed = mapping;
            if (!given.contains(Factor.MAPPING) && !mapping.canMap(dataset, mappingFile)) {
                mappingUsed = MappingMode.DYNAMIC;
            }
            int count = mergeCount != null ? mergeCount : WriterSettings.defaultMergeCount(mergeThreads);
            int level = codecLevel != null ? codecLevel : codec.defaultLevel();
            return new ExperimentSpec(dataset, mappingUsed, mappingFile, ids, updateRatio, skipBad, docs, shards, threads,
                    writeThreads, writeQueue, shardSkew, bulkSize, flushMode, selector, buffer, heapBytes,
                    controllerInterval, mergePolicy, mergeThreads, count, codec, level, refresh, searchIdle, seed,
                    deterministic, measureFetch, replicas, searchRate, translog, translogSyncInterval,
                    translogFlushThreshold, translogFlushAge, crashAfter);
        }
    }
}
