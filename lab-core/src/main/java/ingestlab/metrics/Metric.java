package ingestlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/**
 * Every metric the lab reports, declared once: its column name, unit, meaning, which way is better, and how it
 * is read from a trial's {@link Observations}. CSV columns, tables and benchmark results all come from here.
 *
 * <p>Metrics describe indexing: unless the description says otherwise, a value is taken when the last bulk was
 * acknowledged. The final refresh and the merges it triggers are reported apart, in the {@code final_*} columns.
 * Times are summed over threads unless the name says otherwise, as in Rally.
 */
public final class Metric implements MetricColumn {
    private static final List<Metric> ALL = new ArrayList<>(); // first: every constant below adds itself

    public static final Metric ELAPSED_S = new Metric("elapsed_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "wall time from the first bulk sent to the last bulk acknowledged", Source.NANOS);
    public static final Metric DOCS_PER_S = new Metric("docs_per_s", Unit.DOCS_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "documents indexed per second of elapsed time", o -> o.docs() / o.elapsedSeconds());
    public static final Metric CPU_S = new Metric("cpu_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "CPU time the lab's JVM used over elapsed_s, every thread (indexing, merges, GC, JIT); cpu_s / elapsed_s "
                    + "above the cores means nothing waited, below means threads waited", Source.NANOS);
    public static final Metric DOCS_PER_CPU_S = fromMetrics("docs_per_cpu_s", Unit.DOCS_PER_SECOND,
            Direction.HIGHER_IS_BETTER, "documents indexed per CPU-second: docs_per_s / (cpu_s / elapsed_s), the "
                    + "throughput per core kept busy, less sensitive to what else the machine runs",
            v -> v.applyAsDouble(DOCS_PER_S) / (v.applyAsDouble(CPU_S) / v.applyAsDouble(ELAPSED_S)));
    public static final Metric INPUT_MB_PER_S = new Metric(
            "input_mb_per_s", Unit.MIB_PER_SECOND, Direction.HIGHER_IS_BETTER,
            "source MiB indexed per second of elapsed time", o -> o.sourceBytes() / 1048576.0 / o.elapsedSeconds());
    public static final Percentiles BULK_LATENCY = new Percentiles("bulk_latency_%s_ms", Unit.MILLISECONDS,
            Direction.LOWER_IS_BETTER, "time from sending a bulk to its last shard's response",
            Sample.BULK_LATENCY_MICROS, 1000.0, 50, 90, 99, 100);
    public static final Metric BULK_REJECTIONS = new Metric("bulk_rejections", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "shard-level requests the full write queue rejected (HTTP 429); the client backed off and resent them",
            Source.COUNTED);
    public static final Metric CONTROLLER_CHECKS = new Metric("controller_checks", Unit.COUNT, Direction.NEUTRAL,
            "times the indexing-buffer controller compared usage with its budget", Source.GAUGE);
    public static final Metric CONTROLLER_WRITES = new Metric("controller_writes", Unit.COUNT, Direction.NEUTRAL,
            "shard buffers the controller had written (full or next-buffer); few means the flush mode and selector "
                    + "barely acted", Source.GAUGE);
    public static final Percentiles CONTROLLER_SHARDS_PER_CHECK = new Percentiles("controller_shards_per_check_%s",
            Unit.COUNT, Direction.NEUTRAL, "number of shards one over-budget controller check picked for a buffer "
                    + "write (a shard still queued from an earlier check counts again; empty when no check found the "
                    + "node over budget)", Sample.CONTROLLER_SHARDS_PER_CHECK, 1.0, 50, 100);
    public static final Metric CONTROLLER_WRITES_BY_REFRESH_PATH = new Metric(
            "controller_writes_by_refresh_path", Unit.COUNT, Direction.NEUTRAL,
            "controller writes (among controller_writes) that refreshed the shard instead of flushing its next "
                    + "buffer, because its version map held at least as much RAM as IndexWriter's unwritten buffer "
                    + "(next-buffer mode with --ids explicit; 0 in full mode by definition: every write there is a "
                    + "refresh anyway)", Source.COUNTED);
    public static final Metric THROTTLE_TIME_S = new Metric("throttle_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time write threads waited on throttled shards: throttle_time_controller_s + throttle_time_merges_s",
            Source.NANOS);
    // Both causes share one lock, as in Elasticsearch's InternalEngine.IndexThrottle: a wait is the cause's that held
    // the throttle when it began, halved between the two when both did, so that the two columns sum to the whole.
    public static final Metric THROTTLE_TIME_CONTROLLER_S = new Metric("throttle_time_controller_s", Unit.SECONDS,
            Direction.LOWER_IS_BETTER, "of throttle_time_s, the waits on shards the controller throttled (buffers "
                    + "plus bytes being written over 1.5x the budget); a wait while the merge scheduler throttled the "
                    + "shard too counts half here, half in throttle_time_merges_s", Source.NANOS);
    public static final Metric THROTTLE_TIME_MERGES_S = new Metric("throttle_time_merges_s", Unit.SECONDS,
            Direction.LOWER_IS_BETTER, "of throttle_time_s, the waits on shards the merge scheduler throttled (more "
                    + "merges than merge_count); a wait while the controller throttled the shard too counts half here, "
                    + "half in throttle_time_controller_s", Source.NANOS);
    public static final Metric SHARD_DOCS_MAX_SHARE = new Metric("shard_docs_max_share", Unit.RATIO, Direction.NEUTRAL,
            "the busiest shard's share of the documents (1/shards when routing is even)", Source.GAUGE);
    public static final Metric FLUSHES = fromCounts("flushes", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "segments written by flushes: the sum of the flushes_by_* columns", m -> FlushCause.total(m.atAck()));
    public static final Metric FLUSHES_BY_CONTROLLER = new Metric(
            "flushes_by_controller", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed because the controller wrote a shard's buffer", Source.COUNTED);
    public static final Metric FLUSHES_BY_REFRESH = new Metric("flushes_by_refresh", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by scheduled refreshes", Source.COUNTED);
    public static final Metric FLUSHES_BY_LUCENE = new Metric("flushes_by_lucene", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by IndexWriter's own policy (its RAM buffer or the per-thread hard limit)",
            Source.COUNTED);
    public static final Metric FLUSHES_BY_COMMIT = new Metric("flushes_by_commit", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed by translog-triggered commits (a full flush in both modes)", Source.COUNTED);
    public static final Percentiles FLUSHED_SEGMENT_MB = new Percentiles("flushed_segment_mb_%s", Unit.MIB,
            Direction.NEUTRAL, "size of a flushed segment", Sample.FLUSHED_SEGMENT_BYTES, 1048576.0, 10, 50, 90);
    public static final Metric FLUSHED_BYTES = new Metric("flushed_bytes", Unit.BYTES, Direction.NEUTRAL,
            "bytes written for flushed segments (their stored fields written while indexing, the flush's files, the "
                    + "compound-file repack)", Source.COUNTED);
    public static final Metric FLUSH_TIME_S = new Metric("flush_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent writing flushed segments, per segment from the flush's first file opened to its .si closed",
            Source.NANOS);
    public static final Metric REFRESHES = new Metric("refreshes", Unit.COUNT, Direction.NEUTRAL,
            "scheduled refreshes that opened a new reader on a shard", Source.COUNTED);
    public static final Metric REFRESH_TIME_S = new Metric("refresh_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent in scheduled refreshes", Source.NANOS);
    public static final Metric COMMITS = new Metric("commits", Unit.COUNT, Direction.NEUTRAL,
            "Lucene commits (Elasticsearch's flush) the translog flush threshold or age triggered", Source.COUNTED);
    public static final Metric TRANSLOG_FSYNCS = new Metric("translog_fsyncs", Unit.COUNT, Direction.NEUTRAL,
            "translog fsyncs: per bulk and shard (request), per interval (async), at rolls", Source.COUNTED);
    public static final Metric COMMIT_TIME_S = new Metric(
            "commit_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER, "time in those commits", Source.NANOS);
    public static final Metric TRANSLOG_FSYNC_TIME_S = new Metric(
            "translog_fsync_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER, "time in fsyncs", Source.NANOS);
    public static final Metric MERGES = new Metric("merges", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "merges finished", Source.COUNTED);
    public static final Metric MERGED_SEGMENTS = new Metric("merged_segments", Unit.COUNT, Direction.NEUTRAL,
            "segments those merges consumed", Source.COUNTED);
    public static final Metric MERGED_BYTES = new Metric("merged_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "bytes written for merged segments (all their files and the compound-file repack)", Source.COUNTED);
    public static final Percentiles MERGED_SEGMENT_MB = new Percentiles("merged_segment_mb_%s", Unit.MIB,
            Direction.NEUTRAL, "size of a merged segment", Sample.MERGED_SEGMENT_BYTES, 1048576.0, 10, 50, 90);
    public static final Metric MERGE_TIME_S = new Metric("merge_time_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time spent merging, summed over merge threads", Source.NANOS);
    public static final Metric SEGMENT_COUNT = new Metric("segment_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "live segments over all shards when the last bulk was acknowledged", Source.GAUGE);
    public static final Metric SEGMENT_COUNT_MAX = new Metric(
            "segment_count_max", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "most live segments over all shards at any moment up to then (exact: counted at every flush and merge)",
            Source.GAUGE);
    public static final Metric BYTES_WRITTEN = new Metric("bytes_written", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "every byte the writers wrote: flushed and merged segments, deletes and doc-values updates, commits",
            Source.COUNTED);
    public static final Metric WRITE_AMPLIFICATION = fromCounts(
            "write_amplification", Unit.RATIO, Direction.LOWER_IS_BETTER,
            "bytes_written / flushed_bytes", m -> m.atAck().get(FLUSHED_BYTES) == 0 ? Double.NaN
                    : m.atAck().get(BYTES_WRITTEN) / m.atAck().get(FLUSHED_BYTES));
    public static final Metric YOUNG_GC_COUNT = new Metric("young_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "young-generation collections during indexing", o -> o.gc().youngCount());
    public static final Metric YOUNG_GC_S = new Metric("young_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in young-generation collections", o -> o.gc().youngMillis() / 1e3);
    public static final Metric OLD_GC_COUNT = new Metric("old_gc_count", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "old-generation collections during indexing", o -> o.gc().oldCount());
    public static final Metric OLD_GC_S = new Metric("old_gc_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "time in old-generation collections", o -> o.gc().oldMillis() / 1e3);
    public static final Metric HEAP_AFTER_GC_MAX_BYTES = new Metric(
            "heap_after_gc_max_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "the most heap still in use right after a collection during indexing (the live set, from GC "
                    + "notifications)", Source.GAUGE);
    public static final Metric FINAL_FLUSHES = fromCounts("final_flushes", Unit.COUNT, Direction.NEUTRAL,
            "segments flushed after the last acknowledgement, by the final refresh", m -> FlushCause.total(m.atEnd())
                    - FlushCause.total(m.atAck()));
    public static final Metric FINAL_FLUSHED_BYTES = fromCounts("final_flushed_bytes", Unit.BYTES, Direction.NEUTRAL,
            "bytes of those segments", m -> tail(m, FLUSHED_BYTES));
    public static final Metric FINAL_MERGES = fromCounts("final_merges", Unit.COUNT, Direction.NEUTRAL,
            "merges finished after the last acknowledgement", m -> tail(m, MERGES));
    public static final Metric FINAL_S = new Metric("final_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "wall time from the last acknowledgement until the final refresh and every merge were done",
            Source.AT_END);
    public static final Metric FINAL_CPU_S = new Metric("final_cpu_s", Unit.SECONDS, Direction.LOWER_IS_BETTER,
            "CPU time the lab's JVM used over final_s, every thread (the final refresh, the merges, GC)",
            Source.AT_END);
    // Two windows: how fast documents are acknowledged (docs_per_s), and what indexing them cost once the work they
    // left (the final refresh, merges a short trial defers past its last bulk) is done (settled).
    public static final Metric DOCS_PER_S_SETTLED = fromMetrics("docs_per_s_settled", Unit.DOCS_PER_SECOND,
            Direction.HIGHER_IS_BETTER, "documents indexed per second of elapsed_s + final_s (the settled window)",
            m -> m.applyAsDouble(DOCS_PER_S) * m.applyAsDouble(ELAPSED_S)
                    / (m.applyAsDouble(ELAPSED_S) + m.applyAsDouble(FINAL_S)));
    public static final Metric DOCS_PER_CPU_S_SETTLED = fromMetrics("docs_per_cpu_s_settled", Unit.DOCS_PER_SECOND,
            Direction.HIGHER_IS_BETTER, "documents indexed per CPU second of cpu_s + final_cpu_s (the settled window)",
            m -> m.applyAsDouble(DOCS_PER_S) * m.applyAsDouble(ELAPSED_S)
                    / (m.applyAsDouble(CPU_S) + m.applyAsDouble(FINAL_CPU_S)));
    public static final Metric SEGMENT_COUNT_FINAL = new Metric(
            "segment_count_final", Unit.COUNT, Direction.LOWER_IS_BETTER,
            "live segments over all shards once merges were done", Source.AT_END);
    public static final Metric STORE_BYTES = new Metric("store_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of all index files once merges were done", Source.AT_END);
    public static final Metric PRIMARY_STORE_BYTES = new Metric(
            "primary_store_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of the primaries' index files once merges were done (store_bytes counts every copy)", Source.AT_END);
    public static final Metric STORED_FIELDS_BYTES = new Metric(
            "stored_fields_bytes", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "size of the stored-fields files (.fdt, .fdx, .fdm, also inside compound files) once merges were done",
            Source.AT_END);
    public static final Metric TRANSLOG_BYTES = new Metric("translog_bytes", Unit.BYTES, Direction.NEUTRAL,
            "size of the translog files left once merges were done: what a crash then would replay", Source.AT_END);
    public static final Metric FETCH_US_PER_DOC = new Metric(
            "fetch_us_per_doc", Unit.MICROSECONDS, Direction.LOWER_IS_BETTER,
            "mean time to fetch one whole stored document, over a seeded random sample after indexing "
                    + "(--measure-fetch; empty otherwise)", o -> o.fetchNanosPerDoc() / 1000.0);
    public static final Metric VERSION_MAP_BYTES_MAX = new Metric(
            "version_map_bytes_max", Unit.BYTES, Direction.LOWER_IS_BETTER,
            "most RAM the shards' version maps held at once, summed over shards (--ids explicit; 0 with auto ids)",
            Source.GAUGE);
    public static final Metric SEARCHES = new Metric("searches", Unit.COUNT, Direction.NEUTRAL,
            "searches of the query load (--search-rate), each a term query and a match-all count on every shard",
            Source.COUNTED);
    public static final Percentiles SEARCH_LATENCY = new Percentiles("search_latency_%s_ms", Unit.MILLISECONDS,
            Direction.LOWER_IS_BETTER, "time of one search of the query load (empty without --search-rate)",
            Sample.SEARCH_LATENCY_MICROS, 1000.0, 50, 99);
    public static final SearchColumns SEARCH_BENCH = new SearchColumns(); // --search-bench: segments, hits, per type
    public static final Metric DOCS_VERIFIED = new Metric("docs_verified", Unit.COUNT, Direction.NEUTRAL,
            "live documents found in the index after the trial; equals the distinct ids indexed, or the trial fails",
            Source.AT_END);
    public static final Metric BAD_DOCS = new Metric("bad_docs", Unit.COUNT, Direction.NEUTRAL,
            "documents skipped as unreadable or unindexable (--skip-bad)", Source.COUNTED);

    private final String column;
    private final Unit unit;
    private final Direction direction;
    private final String description;
    private final Source source;
    private final ToDoubleFunction<Observations> reader;
    private final ToDoubleFunction<Measurements> partReader; // null when only the whole node has the metric
    private final ToDoubleFunction<ToDoubleFunction<Metric>> fromMetrics; // null unless computed from metrics alone
    private final int ordinal;

    private Metric(String column, Unit unit, Direction direction, String description, Source source) {
        this(column, unit, direction, description, source, null, null, null);
    }

    /** A metric computed from what only the whole node measures (its documents, time, collections). */
    Metric(String column, Unit unit, Direction direction, String description, ToDoubleFunction<Observations> formula) {
        this(column, unit, direction, description, Source.DERIVED, formula, null, null);
    }

    private Metric(String column, Unit unit, Direction direction, String description, Source source,
                   ToDoubleFunction<Observations> wholeFormula, ToDoubleFunction<Measurements> partFormula,
                   ToDoubleFunction<ToDoubleFunction<Metric>> fromMetrics) {
        this.column = column;
        this.unit = unit;
        this.direction = direction;
        this.description = description;
        this.source = source;
        this.partReader = switch (source) {
            case COUNTED, GAUGE -> m -> m.atAck().get(this);
            case NANOS -> m -> m.atAck().get(this) / 1e9;
            case AT_END -> m -> m.atEnd().get(this);
            case DERIVED -> partFormula;
        };
        this.reader = wholeFormula != null ? wholeFormula : partReader::applyAsDouble;
        this.fromMetrics = fromMetrics;
        // Static fields initialise in declaration order, so the list is the columns' order.
        this.ordinal = ALL.size();
        ALL.add(this);
    }

    /** A metric computed from counts and samples alone, so that one index of the node has it too. */
    static Metric fromCounts(String column, Unit unit, Direction direction, String description,
                             ToDoubleFunction<Measurements> formula) {
        return new Metric(column, unit, direction, description, Source.DERIVED, null, formula, null);
    }

    /** A metric computed from other metrics alone, so that a row holding theirs has it too (one written before it). */
    private static Metric fromMetrics(String column, Unit unit, Direction direction, String description,
                                      ToDoubleFunction<ToDoubleFunction<Metric>> formula) {
        return new Metric(column, unit, direction, description, Source.DERIVED,
                o -> formula.applyAsDouble(m -> m.read(o).doubleValue()), null, formula);
    }

    /** A counted metric's growth during the tail after the last acknowledgement. */
    private static double tail(Measurements measured, Metric metric) {
        return measured.atEnd().get(metric) - measured.atAck().get(metric);
    }

    /** Every metric, in column order. */
    public static Metric[] values() { return ALL.toArray(Metric[]::new); }

    /** The metric's position in {@link #values()}. */
    public int ordinal() { return ordinal; }

    public String column() { return column; }

    public Unit unit() { return unit; }

    public Direction direction() { return direction; }

    public String description() { return description; }

    public Source source() { return source; }

    /** Whether it is a running total the {@link MetricRegistry} keeps. */
    public boolean isCounted() { return source == Source.COUNTED || source == Source.NANOS; }

    public Number read(Observations observations) { return reader.applyAsDouble(observations); }

    /** The value as written to CSV. */
    public String format(Observations observations) { return unit.format(read(observations)); }

    /** Whether one index of the node has this metric: it is read from counts and samples alone. */
    public boolean isPerIndex() { return partReader != null; }

    /** The metric measured on one index of the node, as written to CSV; see {@link #isPerIndex()}. */
    public String format(IndexObservations index) {
        if (partReader == null) {
            throw new IllegalStateException(column + " is computed from the whole node, not from one index");
        }
        return unit.format(partReader.applyAsDouble(index));
    }

    /** Its value from other metrics' values (a row's); empty unless it is computed from other metrics alone. */
    public OptionalDouble valueFrom(ToDoubleFunction<Metric> values) { return fromMetrics == null ? OptionalDouble.empty() : OptionalDouble.of(fromMetrics.applyAsDouble(values)); }

    @Override
    public String toString() { return column; }

    /** The metric whose column is {@code column}, if there is one (JMH results also hold other profilers'). */
    public static Optional<Metric> find(String column) { return ALL.stream().filter(m -> m.column.equals(column)).findFirst(); }
}
