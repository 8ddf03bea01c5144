package ingestlab.spec;

import java.util.function.Function;

/** The factor columns of a result row, declared once, each read from the spec. */
public enum Factor {
    DATASET("dataset", s -> s.dataset().name()),
    MAPPING("mapping", s -> s.mapping().cliName()),
    MAPPING_FILE("mapping_file", s -> s.mappingFile() == null ? "" : s.mappingFile().toString()),
    IDS("ids", s -> s.ids().cliName()),
    UPDATE_RATIO("update_ratio", ExperimentSpec::updateRatio),
    DOCS("docs", ExperimentSpec::docs),
    SHARDS("shards", ExperimentSpec::shards),
    THREADS("threads", ExperimentSpec::threads),
    WRITE_THREADS("write_threads", ExperimentSpec::writeThreads),
    WRITE_QUEUE("write_queue", ExperimentSpec::writeQueue),
    SHARD_SKEW("shard_skew", ExperimentSpec::shardSkew),
    BULK_SIZE("bulk_size", ExperimentSpec::bulkSize),
    FLUSH_MODE("flush_mode", s -> s.flushMode().cliName()),
    SELECTOR("selector", s -> s.selector().cliName()),
    BUFFER("buffer", s -> s.buffer().toString()),
    BUFFER_BYTES("buffer_bytes", ExperimentSpec::bufferBytes),
    HEAP_BYTES("heap_bytes", ExperimentSpec::heapBytes),
    CONTROLLER_INTERVAL_MS("controller_interval_ms", s -> s.controllerInterval().millis()),
    MERGE_POLICY("merge_policy", s -> s.mergePolicy().cliName()),
    MERGE_THREADS("merge_threads", ExperimentSpec::mergeThreads),
    MERGE_COUNT("merge_count", ExperimentSpec::mergeCount),
    CODEC("codec", s -> s.codec().cliName()),
    /** Empty for codecs without levels. */
    CODEC_LEVEL("codec_level", s -> s.codec().hasLevels() ? Integer.toString(s.codecLevel()) : ""),
    REFRESH_INTERVAL_MS("refresh_interval_ms", s -> s.refresh().millis()),
    SEARCH_IDLE_MS("search_idle_ms", s -> s.searchIdle().millis()),
    DETERMINISTIC("deterministic", ExperimentSpec::deterministic),
    SEED("seed", ExperimentSpec::seed);

    private final String column;
    private final Function<ExperimentSpec, Object> reader;

    Factor(String column, Function<ExperimentSpec, Object> reader) {
        this.column = column;
        this.reader = reader;
    }

    public String column() {
        return column;
    }

    public String value(ExperimentSpec spec) {
        return String.valueOf(reader.apply(spec));
    }
}
