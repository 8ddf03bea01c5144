package ingestlab.results;

import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Sample;
import ingestlab.metrics.Unit;
import java.util.Locale;
import java.util.function.Function;

/**
 * The columns of the per-index file ({@link CompanionFile#INDICES}), declared once: one row per trial and index, after the
 * trial's key ({@code run_id}, {@code config_hash}, {@code trial}, {@code order}). Values are taken when the last bulk
 * was acknowledged unless the description says otherwise; {@code lab report --by index} reads them by these names.
 */
public enum IndexColumn {
    INDEX("the index's name in its workload (its dataset's name without a workload)", IndexObservations::index),
    SHARDS("its primary shards", o -> Integer.toString(o.shards())),
    DOCS("documents fed to it", o -> Long.toString(o.docs())),
    SHARE("its share of the workload's documents, as declared (shares normalised to sum to 1)",
            o -> String.format(Locale.ROOT, "%.4f", o.share())),
    CONTROLLER_WRITES("buffer writes the indexing-buffer controller made on its copies", o -> count(o.controllerWrites())),
    FLUSHES("segments its copies flushed, whatever the cause", o -> count(o.flushes())),
    FLUSHES_BY_CONTROLLER("segments flushed because the controller wrote one of its copies' buffers",
            o -> counted(o, Metric.FLUSHES_BY_CONTROLLER)),
    FLUSHES_BY_REFRESH("segments flushed by its scheduled refreshes", o -> counted(o, Metric.FLUSHES_BY_REFRESH)),
    FLUSHES_BY_LUCENE("segments flushed by IndexWriter's own policy", o -> counted(o, Metric.FLUSHES_BY_LUCENE)),
    FLUSHES_BY_COMMIT("segments flushed by translog-triggered commits", o -> counted(o, Metric.FLUSHES_BY_COMMIT)),
    FLUSHED_SEGMENT_MB_P10("p10 of its flushed segments' size, MiB", o -> flushedMb(o, 10)),
    FLUSHED_SEGMENT_MB_P50("median of its flushed segments' size, MiB", o -> flushedMb(o, 50)),
    FLUSHED_SEGMENT_MB_P90("p90 of its flushed segments' size, MiB", o -> flushedMb(o, 90)),
    REFRESHES("scheduled refreshes that opened a new reader on one of its copies",
            o -> counted(o, Metric.REFRESHES)),
    REFRESHES_SKIPPED_IDLE("scheduled refreshes of its copies skipped because the copy was search-idle",
            o -> count(o.refreshesSkippedIdle())),
    MERGES("merges finished on its copies", o -> counted(o, Metric.MERGES)),
    MERGED_DOCS("documents in the segments those merges consumed", o -> count(o.mergedDocs())),
    MERGED_BYTES("bytes written for its merged segments", o -> counted(o, Metric.MERGED_BYTES)),
    MERGE_TIME_S("time in its merges, summed over threads, seconds",
            o -> Unit.SECONDS.format(o.atAck().get(Metric.MERGE_TIME_S) / 1e9)),
    SEGMENT_COUNT("live segments of its copies when the last bulk was acknowledged",
            o -> counted(o, Metric.SEGMENT_COUNT)),
    SEGMENT_COUNT_MAX("the most live segments its copies held at once", o -> counted(o, Metric.SEGMENT_COUNT_MAX)),
    SEGMENT_COUNT_FINAL("segments of its copies once the final refresh and its merges were done",
            o -> count(o.segmentCountFinal())),
    STORE_BYTES("its copies' files on disk once the tail was done", o -> count(o.storeBytes())),
    BUFFER_MAX_BYTES("the largest indexing buffer its copies held at once, sampled after every shard-level request",
            o -> count(o.bufferMaxBytes()));

    private final String description;
    private final Function<IndexObservations, String> reader;

    IndexColumn(String description, Function<IndexObservations, String> reader) {
        this.description = description;
        this.reader = reader;
    }

    /** The column's name in the file. */
    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String description() {
        return description;
    }

    /** The value as written to the file. */
    public String read(IndexObservations index) {
        return reader.apply(index);
    }

    private static String count(long value) {
        return Long.toString(value);
    }

    private static String counted(IndexObservations index, Metric metric) {
        return count(index.atAck().getLong(metric));
    }

    private static String flushedMb(IndexObservations index, double percentile) {
        return Unit.MIB.format(index.samples().percentile(Sample.FLUSHED_SEGMENT_BYTES, percentile) / 1048576.0);
    }
}
