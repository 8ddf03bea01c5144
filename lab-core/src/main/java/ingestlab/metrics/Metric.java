package ingestlab.metrics;

import java.util.function.Function;

/**
 * Every metric the lab reports, declared once: its column name, unit, meaning, which way is better, and how it
 * is read from a trial's {@link Observations}. CSV columns, tables and benchmark results all come from here.
 *
 * <p>Times are summed over threads unless the name says otherwise, as in Rally.
 */
public enum Metric {
    ELAPSED_S("elapsed_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "wall time from the first bulk sent to the last bulk acknowledged", Observations::elapsedSeconds),
    DOCS_PER_S("docs_per_s", Unit.DOCS_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "documents indexed per second of elapsed time", o -> o.docs() / o.elapsedSeconds()),
    INPUT_MB_PER_S("input_mb_per_s", Unit.MIB_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "source MiB indexed per second of elapsed time", o -> o.sourceBytes() / 1048576.0 / o.elapsedSeconds()),
    BULK_LATENCY_P50_MS("bulk_latency_p50_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "median time to index one bulk", o -> o.latencyMillis(50)),
    BULK_LATENCY_P90_MS("bulk_latency_p90_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "90th percentile time to index one bulk", o -> o.latencyMillis(90)),
    BULK_LATENCY_P99_MS("bulk_latency_p99_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "99th percentile time to index one bulk", o -> o.latencyMillis(99)),
    BULK_LATENCY_MAX_MS("bulk_latency_max_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "slowest bulk", o -> o.latencyMillis(100)),
    CONTROLLER_CHECKS("controller_checks", Unit.COUNT, Direction.NEUTRAL,
            "times the indexing-buffer controller compared usage with its budget", Observations::controllerChecks),
    CONTROLLER_WRITES("controller_writes", Unit.COUNT, Direction.NEUTRAL,
            "shard buffers the controller had written (full or next-buffer)", Observations::controllerWrites),
    THROTTLE_TIME_S("throttle_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time indexing threads waited on throttled shards", o -> o.throttleNanos() / 1e9),
    FLUSHES("flushes", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "segments written by flushes, whatever the cause", o -> o.io().flushes()),
    FLUSHED_BYTES("flushed_bytes", Unit.BYTES, Direction.NEUTRAL,
            "bytes written for flushed segments (their stored fields written while indexing, the flush's files, the "
                    + "compound-file repack)", o -> o.io().flushedBytes()),
    FLUSH_TIME_S("flush_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent writing flushed segments, per segment from the flush's first file opened to its .si closed",
            o -> o.io().flushNanos() / 1e9),
    REFRESHES("refreshes", Unit.COUNT, Direction.NEUTRAL,
            "scheduled refreshes that opened a new reader on a shard", Observations::refreshes),
    REFRESH_TIME_S("refresh_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent in scheduled refreshes", o -> o.refreshNanos() / 1e9),
    MERGES("merges", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "merges run", Observations::merges),
    MERGED_BYTES("merged_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "bytes written for merged segments (all their files and the compound-file repack)",
            o -> o.io().mergedBytes()),
    MERGE_TIME_S("merge_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent merging, summed over merge threads", o -> o.mergeNanos() / 1e9),
    SEGMENT_COUNT("segment_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "live segments over all shards at the end of indexing (after the final refresh and merges)",
            Observations::segmentCount),
    SEGMENT_COUNT_MAX("segment_count_max", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "most live segments over all shards at any moment of the run", Observations::segmentCountMax),
    BYTES_WRITTEN("bytes_written", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "every byte the writers wrote: flushed and merged segments, deletes and doc-values updates, commits",
            o -> o.io().bytesWritten()),
    WRITE_AMPLIFICATION("write_amplification", Unit.RATIO, Direction.LOWER_IS_BETTER,
            "bytes_written / flushed_bytes", o -> o.io().flushedBytes() == 0 ? Double.NaN
                    : o.io().bytesWritten() / (double) o.io().flushedBytes()),
    STORE_BYTES("store_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of all index files at the end of indexing", Observations::storeBytes),
    STORED_FIELDS_BYTES("stored_fields_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of the stored-fields files (.fdt, .fdx, .fdm, also inside compound files) at the end of indexing",
            Observations::storedFieldsBytes),
    FETCH_US_PER_DOC("fetch_us_per_doc", Unit.MICROSECONDS, Direction.LOWER_IS_BETTER,
            "mean time to fetch one whole stored document, over a seeded random sample after indexing "
                    + "(--measure-fetch; empty otherwise)", o -> o.fetchNanosPerDoc() / 1000.0),
    YOUNG_GC_COUNT("young_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "young-generation collections during the trial", o -> o.gc().youngCount()),
    YOUNG_GC_S("young_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in young-generation collections", o -> o.gc().youngMillis() / 1e3),
    OLD_GC_COUNT("old_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "old-generation collections during the trial", o -> o.gc().oldCount()),
    OLD_GC_S("old_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in old-generation collections", o -> o.gc().oldMillis() / 1e3),
    DOCS_VERIFIED("docs_verified", Unit.COUNT, Direction.NEUTRAL,
            "live documents found in the index after the trial; equals the distinct ids indexed, or the trial fails",
            Observations::docsVerified),
    BAD_DOCS("bad_docs", Unit.COUNT, Direction.NEUTRAL,
            "documents skipped as unreadable or unindexable (--skip-bad)", Observations::badDocs);

    private final String column;
    private final Unit unit;
    private final Direction direction;
    private final String description;
    private final Function<Observations, Number> reader;

    Metric(String column, Unit unit, Direction direction, String description, Function<Observations, Number> reader) {
        this.column = column;
        this.unit = unit;
        this.direction = direction;
        this.description = description;
        this.reader = reader;
    }

    public String column() {
        return column;
    }

    public Unit unit() {
        return unit;
    }

    public Direction direction() {
        return direction;
    }

    public String description() {
        return description;
    }

    public Number read(Observations observations) {
        return reader.apply(observations);
    }

    /** The value as written to CSV. */
    public String format(Observations observations) {
        return unit.format(read(observations));
    }
}
