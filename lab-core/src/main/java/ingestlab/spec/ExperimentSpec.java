package ingestlab.spec;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.WriterSettings;

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
        boolean measureFetch) {

    public ExperimentSpec {
        codec.checkLevel(codecLevel);
        positive("--docs", docs);
        positive("--shards", shards);
        positive("--threads", threads);
        positive("--write-threads", writeThreads);
        positive("--write-queue", writeQueue);
        positive("--bulk-size", bulkSize);
        if (!(shardSkew >= 0 && shardSkew <= 10)) {
            throw new IllegalArgumentException("--shard-skew: '" + shardSkew
                    + "' is out of range (0 = hash routing, up to 10)");
        }
        if (deterministic && (threads != 1 || writeThreads != 1 || !refresh.isOff())) {
            throw new IllegalArgumentException("--deterministic: needs one client, one write thread and no scheduled "
                    + "refresh (it sets them itself; drop --threads, --write-threads and --refresh-interval)");
        }
        positive("--merge-threads", mergeThreads);
        positive("--merge-count", mergeCount);
        if (mergeCount < mergeThreads) {
            throw new IllegalArgumentException("--merge-count: '" + mergeCount
                    + "' must be at least --merge-threads (" + mergeThreads + ")");
        }
        if (controllerInterval.isOff()) {
            throw new IllegalArgumentException("--controller-interval: 'off' is not allowed (use a duration such as 5s)");
        }
        if (!(updateRatio >= 0 && updateRatio < 1)) {
            throw new IllegalArgumentException("--update-ratio: '" + updateRatio + "' is out of range (0 <= ratio < 1)");
        }
        if (updateRatio > 0 && ids != IdMode.EXPLICIT) {
            throw new IllegalArgumentException("--update-ratio: '" + updateRatio
                    + "' needs --ids explicit (auto-generated ids never repeat)");
        }
        try {
            mapping.check(dataset, mappingFile);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--dataset: " + e.getMessage());
        }
        if (heapBytes <= 0) {
            throw new IllegalArgumentException("heap size must be positive: " + heapBytes);
        }
    }

    private static void positive(String option, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(option + ": '" + value + "' is not allowed (must be at least 1)");
        }
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
        private Dataset dataset = DatasetCatalog.resolve("europarl");
        private MappingMode mapping = MappingMode.EXPLICIT;
        private MappingFile mappingFile;
        // Elasticsearch's bulk indexing with auto-generated ids: append-only.
        private IdMode ids = IdMode.AUTO;
        private double updateRatio;
        private boolean skipBad;
        private long docs = 100_000;
        // Elasticsearch: one primary shard per index by default.
        private int shards = 1;
        // Rally's default bulk-indexing clients and a ~1 MB bulk of Europarl docs.
        private int threads = 8;
        private int bulkSize = 1000;
        // Elasticsearch's write pool: size = allocated processors, queue 10,000 (8.x).
        private int writeThreads = Runtime.getRuntime().availableProcessors();
        private int writeQueue = 10_000;
        private double shardSkew;
        private boolean deterministic;
        // Elasticsearch 8.11+: flushNextBuffer, round-robin.
        private FlushMode flushMode = FlushMode.NEXT_BUFFER;
        private ShardSelector selector = ShardSelector.ROUND_ROBIN;
        // indices.memory.index_buffer_size = 10%, indices.memory.interval = 5s
        private BufferSize buffer = BufferSize.parse("10%");
        private long heapBytes = Runtime.getRuntime().maxMemory();
        private Interval controllerInterval = Interval.ofSeconds(5);
        private MergePolicyChoice mergePolicy = MergePolicyChoice.TIERED;
        private int mergeThreads = WriterSettings.defaultMergeThreads(Runtime.getRuntime().availableProcessors());
        private Integer mergeCount; // null: merge threads + 5
        private CodecChoice codec = CodecChoice.DEFAULT;
        private Integer codecLevel; // null: the codec's default level (3 for zstd, none for the others)
        // index.refresh_interval = 1s, index.search.idle.after = 30s
        private Interval refresh = Interval.ofSeconds(1);
        private Interval searchIdle = Interval.ofSeconds(30);
        private long seed = 42;
        private boolean measureFetch;

        Builder() {}

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

        /** An explicit refresh interval; as in Elasticsearch, search-idle no longer applies. */
        public Builder refresh(Interval v) {
            refresh = v;
            searchIdle = Interval.OFF;
            return this;
        }

        /** Search-idle after this long; only meaningful while the refresh interval is left at its default. */
        public Builder searchIdle(Interval v) { searchIdle = v; return this; }

        public ExperimentSpec build() {
            int count = mergeCount != null ? mergeCount : WriterSettings.defaultMergeCount(mergeThreads);
            int level = codecLevel != null ? codecLevel : codec.defaultLevel();
            return new ExperimentSpec(dataset, mapping, mappingFile, ids, updateRatio, skipBad, docs, shards, threads,
                    writeThreads, writeQueue, shardSkew, bulkSize, flushMode, selector, buffer, heapBytes,
                    controllerInterval, mergePolicy, mergeThreads, count, codec, level, refresh, searchIdle, seed,
                    deterministic, measureFetch);
        }
    }
}
