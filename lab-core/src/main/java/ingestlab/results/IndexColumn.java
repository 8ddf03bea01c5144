package ingestlab.results;

import ingestlab.metrics.Direction;
import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The columns of the per-index file ({@link CompanionFile#INDICES}): one row per trial and index, after the trial's
 * key ({@code run_id}, {@code config_hash}, {@code trial}, {@code order}). A column that is a node {@link Metric}
 * measured on one index is that metric: its name, unit, direction and reading, declared there once. The others only
 * an index has, and are declared here with their unit. Values are taken when the last bulk was acknowledged unless
 * the description says otherwise; {@code lab report --by index} reads them by these names.
 */
public enum IndexColumn {
    INDEX("the index's name in its workload (its dataset's name without a workload)"),
    SHARDS(Unit.COUNT, "its primary shards", IndexObservations::shards),
    DOCS(Unit.COUNT, "documents fed to it", IndexObservations::docs),
    SHARE(Unit.RATIO, "its share of the workload's documents, as declared (shares normalised to sum to 1)",
            IndexObservations::share, "%.4f"),
    CONTROLLER_WRITES(Metric.CONTROLLER_WRITES),
    THROTTLE_TIME_S(Metric.THROTTLE_TIME_S),
    THROTTLE_TIME_CONTROLLER_S(Metric.THROTTLE_TIME_CONTROLLER_S),
    THROTTLE_TIME_MERGES_S(Metric.THROTTLE_TIME_MERGES_S),
    FLUSHES(Metric.FLUSHES),
    FLUSHES_BY_CONTROLLER(Metric.FLUSHES_BY_CONTROLLER),
    FLUSHES_BY_REFRESH(Metric.FLUSHES_BY_REFRESH),
    FLUSHES_BY_LUCENE(Metric.FLUSHES_BY_LUCENE),
    FLUSHES_BY_COMMIT(Metric.FLUSHES_BY_COMMIT),
    FLUSHED_SEGMENT_MB_P10(Metric.FLUSHED_SEGMENT_MB.at(10)),
    FLUSHED_SEGMENT_MB_P50(Metric.FLUSHED_SEGMENT_MB.at(50)),
    FLUSHED_SEGMENT_MB_P90(Metric.FLUSHED_SEGMENT_MB.at(90)),
    REFRESHES(Metric.REFRESHES),
    REFRESHES_SKIPPED_IDLE(Unit.COUNT, "scheduled refreshes of its copies skipped because the copy was search-idle",
            IndexObservations::refreshesSkippedIdle),
    MERGES(Metric.MERGES),
    MERGED_DOCS(Unit.COUNT, "documents in the segments its merges consumed", IndexObservations::mergedDocs),
    MERGED_BYTES(Metric.MERGED_BYTES),
    MERGE_TIME_S(Metric.MERGE_TIME_S),
    SEGMENT_COUNT(Metric.SEGMENT_COUNT),
    SEGMENT_COUNT_MAX(Metric.SEGMENT_COUNT_MAX),
    SEGMENT_COUNT_FINAL(Metric.SEGMENT_COUNT_FINAL),
    STORE_BYTES(Metric.STORE_BYTES),
    BUFFER_MAX_BYTES(Unit.BYTES, "the largest indexing buffer its copies held at once, sampled after every "
            + "shard-level request", IndexObservations::bufferMaxBytes);

    private final Metric metric; // null for a column only an index has
    private final Unit unit; // null for the index's name
    private final String description;
    private final Function<IndexObservations, String> writer;

    /** The column naming the index: text, not a measurement. */
    IndexColumn(String description) {
        this(null, null, description, IndexObservations::index);
    }

    /** A node metric measured on one index: its name, unit and reading are the metric's. */
    IndexColumn(Metric metric) {
        this(metric, metric.unit(), metric.description(), metric::format);
        if (!metric.isPerIndex() || !metric.column().equals(name().toLowerCase(Locale.ROOT))) {
            throw new IllegalStateException(name() + " must be a metric one index has, of the same name: " + metric);
        }
    }

    /** A value only an index has, written as its unit writes it. */
    IndexColumn(Unit unit, String description, ToDoubleFunction<IndexObservations> value) {
        this(null, unit, description, index -> unit.format(value.applyAsDouble(index)));
    }

    /** A value only an index has, written with its own pattern (finer than its unit's). */
    IndexColumn(Unit unit, String description, ToDoubleFunction<IndexObservations> value, String pattern) {
        this(null, unit, description, index -> String.format(Locale.ROOT, pattern, value.applyAsDouble(index)));
    }

    IndexColumn(Metric metric, Unit unit, String description, Function<IndexObservations, String> writer) {
        this.metric = metric;
        this.unit = unit;
        this.description = description;
        this.writer = writer;
    }

    /** The column's name in the file. */
    public String column() {
        return metric == null ? name().toLowerCase(Locale.ROOT) : metric.column();
    }

    /** What it holds; a node metric's description speaks of the node, and the column holds the index's part. */
    public String description() {
        return description;
    }

    /** Its unit; empty for the index's name. */
    public Optional<Unit> unit() {
        return Optional.ofNullable(unit);
    }

    /** Which way is better: the node metric's; a value only an index has is neither. */
    public Direction direction() {
        return metric == null ? Direction.NEUTRAL : metric.direction();
    }

    /** The value as written to the file. */
    public String read(IndexObservations index) {
        return writer.apply(index);
    }

    /** The column named {@code column}, if the file declares one. */
    public static Optional<IndexColumn> find(String column) {
        for (IndexColumn c : values()) {
            if (c.column().equals(column)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
