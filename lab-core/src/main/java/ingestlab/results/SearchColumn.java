package ingestlab.results;

import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import ingestlab.metrics.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The columns of the searches file ({@link CompanionFile#SEARCHES}, {@code --search-bench}): one row per phase of a
 * trial's search benchmark, index and query type, after the trial's key. The index {@code *} is the whole node (every
 * index); a phase is {@code as-ingested}, {@code as-ingested-repeat} or {@code force-merged-N}. Latencies are in
 * milliseconds.
 */
public enum SearchColumn {
    PHASE(row -> row.phase().phase()),
    INDEX(Row::index),
    QUERY_TYPE(row -> row.stats().type().cliName()),
    COUNT(row -> Unit.COUNT.format(row.stats().count())),
    QPS(row -> Unit.QUERIES_PER_SECOND.format(row.stats().qps())),
    P50_MS(row -> Unit.MILLISECONDS.format(row.stats().p50Micros() / 1000.0)),
    P99_MS(row -> Unit.MILLISECONDS.format(row.stats().p99Micros() / 1000.0)),
    SEGMENTS(row -> Unit.COUNT.format(row.segments())),
    HIT_CHECKSUM(row -> Unit.COUNT.format(row.checksum())),
    MEASURED_S(row -> Unit.SECONDS.format(row.phase().measuredNanos() / 1e9));

    /** One query type of one index (or the node) in one phase, with that index's segments and checksum. */
    record Row(SearchResult phase, String index, QueryTypeStats stats, int segments, long checksum) {}

    /** The node's name in the {@code index} column. */
    static final String NODE = "*";

    private final Function<Row, String> read;

    SearchColumn(Function<Row, String> read) {
        this.read = read;
    }

    public String column() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    String read(Row row) {
        return read.apply(row);
    }

    /** A phase's rows: the node's for every type, then each index's. */
    static List<Row> rows(SearchResult phase) {
        List<Row> rows = new ArrayList<>();
        phase.byType().forEach(stats -> rows.add(new Row(phase, NODE, stats, phase.segments(), phase.checksum())));
        for (SearchResult.IndexResult index : phase.indices()) {
            index.byType().forEach(stats -> rows.add(new Row(phase, index.index(), stats, index.segments(),
                    index.checksum())));
        }
        return rows;
    }
}
