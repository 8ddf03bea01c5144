package ingestlab.settings;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.codec.ZstdLevels;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.translog.Durability;
import ingestlab.settings.ExperimentSpec.Builder;
import ingestlab.util.Named;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.WriterSettings;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The factors of an experiment, each declared once: its column (the constant's name in snake case), its option (the
 * column in kebab case), how its value is parsed and defaulted, what it means, and how its column is read from a
 * spec. The CSV header, {@code lab run}'s options and their defaults, and validation messages all come from here.
 * Two columns are not options: {@link #BUFFER_BYTES} (the budget resolved) and {@link #HEAP_BYTES} (the JVM's).
 */
public enum Factor {
    DATASET(s -> s.dataset().name(), "NAME", "europarl", input(DatasetCatalog::resolve, Builder::dataset),
            "Dataset to index: a name from 'lab datasets', linedocs:PATH or ndjson:PATH (plain, .gz or .bz2)."),
    MAPPING(s -> s.mapping().cliName(), "MODE", "explicit", named(MappingMode.class, Builder::mapping),
            "How source fields become Lucene fields: " + NamedValues.allowed(MappingMode.class) + " (Elasticsearch "
                    + "dynamic mapping: strings become text + .keyword)."),
    MAPPING_FILE(s -> s.mappingFile() == null ? "" : s.mappingFile().toString(), "FILE", null,
            input(MappingFile::read, Builder::mappingFile),
            "Elasticsearch mapping JSON (properties with text, keyword, long, integer, short, byte, double, float, "
                    + "scaled_float, date, boolean, ip, geo_point) replacing the dataset's declared types; without one, an "
                    + "ndjson:PATH corpus is mapped dynamically."),
    // Elasticsearch's bulk indexing with auto-generated ids: append-only.
    IDS(s -> s.ids().cliName(), "MODE", "auto", named(IdMode.class, Builder::ids),
            "auto: append with addDocument; explicit: softUpdateDocument on the id (a lookup)."),
    UPDATE_RATIO(ExperimentSpec::updateRatio, "R", "0.0", input(Parsers::decimal, Builder::updateRatio),
            "Fraction of documents re-sent with an id already indexed, which replaces it (needs --ids explicit)."),
    DOCS(ExperimentSpec::docs, "N", "100000", input(Parsers::wholeNumber, Builder::docs),
            "Documents to index (the corpus is cycled with fresh ids)."),
    // Elasticsearch: one primary shard per index by default.
    SHARDS(ExperimentSpec::shards, "N", "1", input(Parsers::integer, Builder::shards),
            "Shards (IndexWriters) on the node."),
    // Elasticsearch's index.number_of_replicas is 1; 0 here, as the lab's experiments are about one copy.
    REPLICAS(ExperimentSpec::replicas, "N", "0", input(Parsers::integer, Builder::replicas),
            "Replica copies of each shard, on the same node and under the same buffer: 0, 1 or 2."),
    // Rally's default bulk-indexing clients.
    THREADS(ExperimentSpec::threads, "N", "8", input(Parsers::integer, Builder::threads),
            "Client threads sending bulks."),
    // Elasticsearch's write pool: size = allocated processors, queue 10,000 (8.x).
    WRITE_THREADS(ExperimentSpec::writeThreads, "N", Integer.toString(Runtime.getRuntime().availableProcessors()),
            input(Parsers::integer, Builder::writeThreads), "The node's write thread pool: at most this many "
                    + "threads index at once, whatever the clients (Elasticsearch: allocated processors)."),
    WRITE_QUEUE(ExperimentSpec::writeQueue, "N", "10000", input(Parsers::integer, Builder::writeQueue),
            "Shard-level requests the write pool queues; a full queue rejects and the client retries "
                    + "(bulk_rejections)."),
    SHARD_SKEW(ExperimentSpec::shardSkew, "S", "0.0", input(Parsers::decimal, Builder::shardSkew),
            "0: route by id hash, as one index; above 0, shard i gets a document with probability proportional to "
                    + "1/(i+1)^S, like data streams of different volume on one node."),
    // A ~1 MB bulk of Europarl documents.
    BULK_SIZE(ExperimentSpec::bulkSize, "DOCS", "1000", input(Parsers::integer, Builder::bulkSize),
            "Documents per bulk."),
    // Elasticsearch 8.11+: flushNextBuffer, round-robin.
    FLUSH_MODE(s -> s.flushMode().cliName(), "MODE", "next-buffer", named(FlushMode.class, Builder::flushMode),
            "How the controller reclaims a shard's buffer: " + NamedValues.allowed(FlushMode.class) + ".", "--flush"),
    SELECTOR(s -> s.selector().cliName(), "ORDER", "round-robin", named(ShardSelector.class, Builder::selector),
            "Order in which over-budget shards are picked: " + NamedValues.allowed(ShardSelector.class) + "."),
    // indices.memory.index_buffer_size = 10%, indices.memory.interval = 5s
    BUFFER(s -> s.buffer().toString(), "SIZE", "10%", input(BufferSize::parse, Builder::buffer),
            "Node-wide indexing buffer: % of max heap (at least 48mb) or a size such as 256mb."),
    BUFFER_BYTES(ExperimentSpec::bufferBytes),
    HEAP_BYTES(ExperimentSpec::heapBytes),
    CONTROLLER_INTERVAL_MS(s -> s.controllerInterval().millis(), "DURATION", "5s",
            input(Interval::parse, Builder::controllerInterval),
            "Period of the controller's scheduled check (it also checks every buffer/128 bytes indexed)."),
    MERGE_POLICY(s -> s.mergePolicy().cliName(), "POLICY", "tiered", named(MergePolicyChoice.class, Builder::mergePolicy),
            "Merge policy, with Elasticsearch's parameters: " + NamedValues.allowed(MergePolicyChoice.class) + "."),
    // Elasticsearch's merge scheduler: max(1, min(4, processors / 2)) threads, 5 more merges before throttling.
    MERGE_THREADS(ExperimentSpec::mergeThreads, "N",
            Integer.toString(WriterSettings.defaultMergeThreads(Runtime.getRuntime().availableProcessors())),
            input(Parsers::integer, Builder::mergeThreads), "Merge threads per shard; default max(1, min(4, cores/2))."),
    MERGE_COUNT(ExperimentSpec::mergeCount, "N", null, input(Parsers::integer, Builder::mergeCount),
            "Max merges per shard before indexing is throttled; default merge threads + 5."),
    CODEC(s -> s.codec().cliName(), "CODEC", "default", named(CodecChoice.class, Builder::codec),
            "Stored-fields codec: " + NamedValues.allowed(CodecChoice.class) + ". See docs/codecs.md."),
    /** Empty for codecs without levels. */
    CODEC_LEVEL(s -> s.codec().hasLevels() ? Integer.toString(s.codecLevel()) : "", "LEVEL", null,
            input(Parsers::integer, Builder::codecLevel), "Compression level of the zstd codecs, " + ZstdLevels.MIN
                    + " to " + ZstdLevels.MAX + " (default " + ZstdLevels.DEFAULT + "); not allowed with the others."),
    // index.refresh_interval = 1s, index.search.idle.after = 30s
    REFRESH_INTERVAL_MS(s -> s.refresh().millis(), "DURATION", "1s", input(Interval::parse, Builder::refresh),
            "Scheduled refresh interval, or off. Giving it explicitly turns search-idle off, as in Elasticsearch.",
            "--refresh"),
    SEARCH_IDLE_MS(s -> s.searchIdle().millis(), "DURATION", "30s", input(Interval::parse, Builder::searchIdle),
            "With the default refresh, shards skip scheduled refreshes after this long without searches (the lab "
                    + "searches only with --search-rate); or off."),
    SEARCH_RATE(ExperimentSpec::searchRate, "QPS", "0.0", input(Parsers::decimal, Builder::searchRate),
            "Searches per second on a thread of their own (a seeded term query and a match-all count on every "
                    + "shard), which keep shards search-active; 0 = no searches."),
    // The lab's default is no translog, so plain Lucene experiments stay pure; Elasticsearch's is request.
    TRANSLOG(s -> s.translog().cliName(), "MODE", "none", named(Durability.class, Builder::translog),
            "Per-shard translog: " + NamedValues.allowed(Durability.class) + " (fsync before each bulk is "
                    + "acknowledged, or every --translog-sync-interval); with one, commits follow the flush thresholds."),
    // index.translog.sync_interval = 5s (at least 100ms), IndexSettings.INDEX_TRANSLOG_SYNC_INTERVAL_SETTING
    TRANSLOG_SYNC_INTERVAL_MS(s -> s.translogSyncInterval().millis(), "DURATION", "5s",
            input(Interval::parse, Builder::translogSyncInterval),
            "With --translog async: how often the translog is fsynced (at least 100ms)."),
    // index.translog.flush_threshold_size = 10gb, IndexSettings.INDEX_TRANSLOG_FLUSH_THRESHOLD_SIZE_SETTING
    TRANSLOG_FLUSH_THRESHOLD(s -> s.translogFlushThreshold().toString(), "SIZE", "10gb",
            input(ByteSize::parse, Builder::translogFlushThreshold),
            "A shard commits (Elasticsearch's flush) once its uncommitted translog reaches this size."),
    // index.translog.flush_threshold_age = 1m (1s to 1h), IndexSettings.INDEX_TRANSLOG_FLUSH_THRESHOLD_AGE_SETTING
    TRANSLOG_FLUSH_AGE_MS(s -> s.translogFlushAge().millis(), "DURATION", "1m",
            input(Interval::parse, Builder::translogFlushAge),
            "A shard with uncommitted operations commits once its last commit is this old (1s to 1h)."),
    DETERMINISTIC(ExperimentSpec::deterministic, null, "false", input(Boolean::parseBoolean, Builder::deterministic),
            "Repeatable segments (luceneutil's nightly check): one client, one write thread, serial merges, "
                    + "controller checks by indexed bytes only, no scheduled refresh."),
    SEED(ExperimentSpec::seed, "N", "42", input(Parsers::wholeNumber, Builder::seed), "Seed for every random choice.");

    /** How a factor is given: text parsed to a value, and the builder method that takes it. */
    record Input<T>(Function<String, T> parser, BiConsumer<Builder, T> setter) {
        @SuppressWarnings("unchecked") // the value came from this input's own parser
        void set(Builder builder, Object value) {
            setter.accept(builder, (T) value);
        }
    }

    private final Function<ExperimentSpec, Object> reader;
    private final String label;
    private final String defaultText;
    private final Input<?> input;
    private final String description;
    private final List<String> aliases;

    /** A column that is not an option: computed from the others, or the JVM's. */
    Factor(Function<ExperimentSpec, Object> reader) {
        this(reader, null, null, null, "", new String[0]);
    }

    /**
     * @param label what the option's value is, as {@code --help} shows it; null for a flag
     * @param defaultText the default, parsed like any value; null when the spec derives it from other factors
     * @param aliases other option names accepted (old spellings)
     */
    Factor(Function<ExperimentSpec, Object> reader, String label, String defaultText, Input<?> input,
           String description, String... aliases) {
        this.reader = reader;
        this.label = label;
        this.defaultText = defaultText;
        this.input = input;
        this.description = description;
        this.aliases = List.of(aliases);
    }

    private static <T> Input<T> input(Function<String, T> parser, BiConsumer<Builder, T> setter) {
        return new Input<>(parser, setter);
    }

    private static <E extends Enum<E> & Named> Input<E> named(Class<E> type, BiConsumer<Builder, E> setter) {
        return new Input<>(text -> NamedValues.parse(type, text), setter);
    }

    /** The factors a user gives as options, in column order. */
    public static List<Factor> options() {
        return Arrays.stream(values()).filter(Factor::isOption).toList();
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The column in kebab case; a duration's {@code _ms} is left out, since the value carries its unit. */
    public String option() {
        return "--" + column().replaceFirst("_ms$", "").replace('_', '-');
    }

    public boolean isOption() {
        return input != null;
    }

    /** True for an option that takes no value ({@code --deterministic}). */
    public boolean isFlag() {
        return isOption() && label == null;
    }

    public String label() {
        return label;
    }

    public List<String> aliases() {
        return aliases;
    }

    public String description() {
        return description;
    }

    /** The default as an option value, or null when the spec derives it (described in {@link #description()}). */
    public String defaultText() {
        return defaultText;
    }

    /** Parses an option value; IllegalArgumentException says why it is not one. */
    public Object parse(String text) {
        return input.parser().apply(text);
    }

    /** Sets a parsed value on the builder, through the builder's own method. */
    void set(Builder builder, Object value) {
        input.set(builder, value);
    }

    /** The column's value in a spec, as written to CSV. */
    public String value(ExperimentSpec spec) {
        return String.valueOf(reader.apply(spec));
    }
}
