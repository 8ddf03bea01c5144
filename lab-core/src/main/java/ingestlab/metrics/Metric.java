package ingestlab.metrics;

import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * Every metric the lab reports, declared once: its column name, unit, meaning, which way is better, and how it
 * is read from a trial's {@link Observations}. CSV columns, tables and benchmark results all come from here.
 *
 * <p>Metrics describe indexing: unless the description says otherwise, a value is taken when the last bulk was
 * acknowledged. The final refresh and the merges it triggers are reported apart, in the {@code final_*} columns.
 * Times are summed over threads unless the name says otherwise, as in Rally.
 */
public enum Metric {
    ELAPSED_S("elapsed_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "wall time from the first bulk sent to the last bulk acknowledged", Source.NANOS),
    DOCS_PER_S("docs_per_s", Unit.DOCS_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "documents indexed per second of elapsed time", o -> o.docs() / o.elapsedSeconds()),
    CPU_S("cpu_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "CPU time the lab's JVM used over elapsed_s, every thread (indexing, merges, GC, JIT); cpu_s / elapsed_s "
                    + "above the cores means nothing waited, below means threads waited", Source.NANOS),
    INPUT_MB_PER_S("input_mb_per_s", Unit.MIB_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "source MiB indexed per second of elapsed time", o -> o.sourceBytes() / 1048576.0 / o.elapsedSeconds()),
    BULK_LATENCY_P50_MS("bulk_latency_p50_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "median time from sending a bulk to its last shard's response",
            o -> millis(o, Sample.BULK_LATENCY_MICROS, 50)),
    BULK_LATENCY_P90_MS("bulk_latency_p90_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "90th percentile bulk latency", o -> millis(o, Sample.BULK_LATENCY_MICROS, 90)),
    BULK_LATENCY_P99_MS("bulk_latency_p99_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "99th percentile bulk latency", o -> millis(o, Sample.BULK_LATENCY_MICROS, 99)),
    BULK_LATENCY_MAX_MS("bulk_latency_max_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "slowest bulk", o -> millis(o, Sample.BULK_LATENCY_MICROS, 100)),
    BULK_REJECTIONS("bulk_rejections", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "shard-level requests the full write queue rejected (HTTP 429); the client backed off and resent them",
            Source.COUNTED),
    CONTROLLER_CHECKS("controller_checks", Unit.COUNT, Direction.NEUTRAL,
            "times the indexing-buffer controller compared usage with its budget", Source.GAUGE),
    CONTROLLER_WRITES("controller_writes", Unit.COUNT, Direction.NEUTRAL,
            "shard buffers the controller had written (full or next-buffer); few means the flush mode and selector "
                    + "barely acted", Source.GAUGE),
    THROTTLE_TIME_S("throttle_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time write threads waited on throttled shards", Source.NANOS),
    SHARD_DOCS_MAX_SHARE("shard_docs_max_share", Unit.RATIO, Direction.NEUTRAL,
            "the busiest shard's share of the documents (1/shards when routing is even)", Source.GAUGE),
    FLUSHES("flushes", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "segments written by flushes: the sum of the flushes_by_* columns", o -> o.flushes(o.atAck())),
    FLUSHES_BY_CONTROLLER("flushes_by_controller", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed because the controller wrote a shard's buffer", Source.COUNTED),
    FLUSHES_BY_REFRESH("flushes_by_refresh", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by scheduled refreshes", Source.COUNTED),
    FLUSHES_BY_LUCENE("flushes_by_lucene", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by IndexWriter's own policy (its RAM buffer or the per-thread hard limit)",
            Source.COUNTED),
    FLUSHES_BY_COMMIT("flushes_by_commit", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by translog-triggered commits (a full flush in both modes)", Source.COUNTED),
    FLUSHED_SEGMENT_MB_P10("flushed_segment_mb_p10", Unit.MIB, Direction.NEUTRAL,
            "10th percentile size of a flushed segment", o -> segmentMib(o, Sample.FLUSHED_SEGMENT_BYTES, 10)),
    FLUSHED_SEGMENT_MB_P50("flushed_segment_mb_p50", Unit.MIB, Direction.NEUTRAL,
            "median size of a flushed segment", o -> segmentMib(o, Sample.FLUSHED_SEGMENT_BYTES, 50)),
    FLUSHED_SEGMENT_MB_P90("flushed_segment_mb_p90", Unit.MIB, Direction.NEUTRAL,
            "90th percentile size of a flushed segment", o -> segmentMib(o, Sample.FLUSHED_SEGMENT_BYTES, 90)),
    FLUSHED_BYTES("flushed_bytes", Unit.BYTES, Direction.NEUTRAL,
            "bytes written for flushed segments (their stored fields written while indexing, the flush's files, the "
                    + "compound-file repack)", Source.COUNTED),
    FLUSH_TIME_S("flush_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent writing flushed segments, per segment from the flush's first file opened to its .si closed",
            Source.NANOS),
    REFRESHES("refreshes", Unit.COUNT, Direction.NEUTRAL,
            "scheduled refreshes that opened a new reader on a shard", Source.COUNTED),
    REFRESH_TIME_S("refresh_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent in scheduled refreshes", Source.NANOS),
    COMMITS("commits", Unit.COUNT, Direction.NEUTRAL,
            "Lucene commits (Elasticsearch's flush) the translog flush threshold or age triggered", Source.COUNTED),
    TRANSLOG_FSYNCS("translog_fsyncs", Unit.COUNT, Direction.NEUTRAL,
            "translog fsyncs: per bulk and shard (request), per interval (async), at rolls", Source.COUNTED),
    COMMIT_TIME_S("commit_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER, "time in those commits", Source.NANOS),
    TRANSLOG_FSYNC_TIME_S("translog_fsync_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER, "time in fsyncs", Source.NANOS),
    MERGES("merges", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "merges finished", Source.COUNTED),
    MERGED_SEGMENTS("merged_segments", Unit.COUNT, Direction.NEUTRAL,
            "segments those merges consumed", Source.COUNTED),
    MERGED_BYTES("merged_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "bytes written for merged segments (all their files and the compound-file repack)", Source.COUNTED),
    MERGED_SEGMENT_MB_P10("merged_segment_mb_p10", Unit.MIB, Direction.NEUTRAL,
            "10th percentile size of a merged segment", o -> segmentMib(o, Sample.MERGED_SEGMENT_BYTES, 10)),
    MERGED_SEGMENT_MB_P50("merged_segment_mb_p50", Unit.MIB, Direction.NEUTRAL,
            "median size of a merged segment", o -> segmentMib(o, Sample.MERGED_SEGMENT_BYTES, 50)),
    MERGED_SEGMENT_MB_P90("merged_segment_mb_p90", Unit.MIB, Direction.NEUTRAL,
            "90th percentile size of a merged segment", o -> segmentMib(o, Sample.MERGED_SEGMENT_BYTES, 90)),
    MERGE_TIME_S("merge_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent merging, summed over merge threads", Source.NANOS),
    SEGMENT_COUNT("segment_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "live segments over all shards when the last bulk was acknowledged", Source.GAUGE),
    SEGMENT_COUNT_MAX("segment_count_max", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "most live segments over all shards at any moment up to then (exact: counted at every flush and merge)",
            Source.GAUGE),
    BYTES_WRITTEN("bytes_written", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "every byte the writers wrote: flushed and merged segments, deletes and doc-values updates, commits",
            Source.COUNTED),
    WRITE_AMPLIFICATION("write_amplification", Unit.RATIO, Direction.LOWER_IS_BETTER,
            "bytes_written / flushed_bytes", o -> o.atAck().get(FLUSHED_BYTES) == 0 ? Double.NaN
                    : o.atAck().get(BYTES_WRITTEN) / o.atAck().get(FLUSHED_BYTES)),
    YOUNG_GC_COUNT("young_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "young-generation collections during indexing", o -> o.gc().youngCount()),
    YOUNG_GC_S("young_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in young-generation collections", o -> o.gc().youngMillis() / 1e3),
    OLD_GC_COUNT("old_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "old-generation collections during indexing", o -> o.gc().oldCount()),
    OLD_GC_S("old_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in old-generation collections", o -> o.gc().oldMillis() / 1e3),
    HEAP_AFTER_GC_MAX_BYTES("heap_after_gc_max_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "the most heap still in use right after a collection during indexing (the live set, from GC "
                    + "notifications)", Source.GAUGE),
    FINAL_FLUSHES("final_flushes", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed after the last acknowledgement, by the final refresh", o -> o.flushes(o.atEnd())
                    - o.flushes(o.atAck())),
    FINAL_FLUSHED_BYTES("final_flushed_bytes", Unit.BYTES, Direction.NEUTRAL,
            "bytes of those segments", o -> o.tail(FLUSHED_BYTES)),
    FINAL_MERGES("final_merges", Unit.COUNT, Direction.NEUTRAL,
            "merges finished after the last acknowledgement", o -> o.tail(MERGES)),
    FINAL_S("final_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "wall time from the last acknowledgement until the final refresh and every merge were done",
            Source.AT_END),
    SEGMENT_COUNT_FINAL("segment_count_final", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "live segments over all shards once merges were done", Source.AT_END),
    STORE_BYTES("store_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of all index files once merges were done", Source.AT_END),
    PRIMARY_STORE_BYTES("primary_store_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of the primaries' index files once merges were done (store_bytes counts every copy)", Source.AT_END),
    STORED_FIELDS_BYTES("stored_fields_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of the stored-fields files (.fdt, .fdx, .fdm, also inside compound files) once merges were done",
            Source.AT_END),
    TRANSLOG_BYTES("translog_bytes", Unit.BYTES, Direction.NEUTRAL,
            "size of the translog files left once merges were done: what a crash then would replay", Source.AT_END),
    FETCH_US_PER_DOC("fetch_us_per_doc", Unit.MICROSECONDS, Direction.LOWER_IS_BETTER,
            "mean time to fetch one whole stored document, over a seeded random sample after indexing "
                    + "(--measure-fetch; empty otherwise)", o -> o.fetchNanosPerDoc() / 1000.0),
    VERSION_MAP_BYTES_MAX("version_map_bytes_max", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "most RAM the shards' version maps held at once, summed over shards (--ids explicit; 0 with auto ids)",
            Source.GAUGE),
    SEARCHES("searches", Unit.COUNT, Direction.NEUTRAL,
            "searches of the query load (--search-rate), each a term query and a match-all count on every shard",
            Source.COUNTED),
    SEARCH_LATENCY_P50_MS("search_latency_p50_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "median time of one search of the query load (empty without --search-rate)",
            o -> millis(o, Sample.SEARCH_LATENCY_MICROS, 50)),
    SEARCH_LATENCY_P99_MS("search_latency_p99_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER,
            "99th percentile time of one search of the query load",
            o -> millis(o, Sample.SEARCH_LATENCY_MICROS, 99)),
    DOCS_VERIFIED("docs_verified", Unit.COUNT, Direction.NEUTRAL,
            "live documents found in the index after the trial; equals the distinct ids indexed, or the trial fails",
            Source.AT_END),
    BAD_DOCS("bad_docs", Unit.COUNT, Direction.NEUTRAL,
            "documents skipped as unreadable or unindexable (--skip-bad)", Source.COUNTED);

    /** Where a metric's value comes from. */
    public enum Source {
        /** A running total in {@link Counters}, read when the last bulk was acknowledged. */
        COUNTED,
        /** A running total of nanoseconds in {@link Counters}, reported in seconds. */
        NANOS,
        /** Read from the node when the last bulk was acknowledged (a level, not a total). */
        GAUGE,
        /** Read from the node once the final refresh and merges were done. */
        AT_END,
        /** Computed from other observations. */
        DERIVED
    }

    private final String column;
    private final Unit unit;
    private final Direction direction;
    private final String description;
    private final Source source;
    private final ToDoubleFunction<Observations> reader;

    Metric(String column, Unit unit, Direction direction, String description, Source source) {
        this(column, unit, direction, description, source, null);
    }

    Metric(String column, Unit unit, Direction direction, String description, ToDoubleFunction<Observations> formula) {
        this(column, unit, direction, description, Source.DERIVED, formula);
    }

    private Metric(String column, Unit unit, Direction direction, String description, Source source,
            ToDoubleFunction<Observations> formula) {
        this.column = column;
        this.unit = unit;
        this.direction = direction;
        this.description = description;
        this.source = source;
        this.reader = switch (source) {
            case COUNTED, GAUGE -> o -> o.atAck().get(this);
            case NANOS -> o -> o.atAck().get(this) / 1e9;
            case AT_END -> o -> o.atEnd().get(this);
            case DERIVED -> formula;
        };
    }

    /** A percentile of a latency sample recorded in microseconds, in milliseconds. */
    private static double millis(Observations o, Sample sample, double percentile) {
        return o.percentile(sample, percentile) / 1000.0;
    }

    private static double segmentMib(Observations o, Sample sample, double percentile) {
        return o.percentile(sample, percentile) / 1048576.0;
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

    public Source source() {
        return source;
    }

    /** Whether {@link Counters} keeps a running total of it. */
    public boolean isCounted() {
        return source == Source.COUNTED || source == Source.NANOS;
    }

    public Number read(Observations observations) {
        return reader.applyAsDouble(observations);
    }

    /** The value as written to CSV. */
    public String format(Observations observations) {
        return unit.format(read(observations));
    }

    /** The metric whose column is {@code column}, if there is one (JMH results also hold other profilers'). */
    public static Optional<Metric> find(String column) {
        for (Metric m : values()) {
            if (m.column.equals(column)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
