package ingestlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * The node-row columns of the search benchmark ({@code --search-bench}), declared once in {@link Metric}: the
 * segments searched and the hit checksum, the rate and median latency of every query together in each phase
 * ({@code search_all_qps}, {@code search_repeat_all_qps}, {@code search_merged_all_qps}, ...), then for each
 * {@link QueryType} its count, rate and latency median and 99th percentile ({@code search_term_high_p50_ms}, ...).
 * {@code search_repeat_all_*} and {@code search_merged_all_*} describe the repeat and the force-merged phase of
 * {@code --search-bench-after-merge} (their types are in the {@code searches} file), the others the phase on the
 * index as ingestion left it. Empty when the benchmark is off, a phase did not run or a type did not.
 */
public final class SearchColumns {
    /** The segments the as-ingested phase searched, over every shard of every index. */
    public static final String SEGMENTS = "search_segments";
    /** The rate of every query type together in each phase: the as-ingested phase, its repeat, the force-merged one. */
    public static final String ALL_QPS = "search_all_qps";
    public static final String REPEAT_ALL_QPS = "search_repeat_all_qps";
    public static final String MERGED_ALL_QPS = "search_merged_all_qps";

    private final List<Metric> columns = new ArrayList<>();

    SearchColumns() {
        add(SEGMENTS, Unit.COUNT, Direction.NEUTRAL, "segments the search phase searched, over every "
                + "shard of every index", phase -> phase.segments());
        add("search_hit_checksum", Unit.COUNT, Direction.NEUTRAL, "hits of one pass over the seeded query sets, "
                + "each query once: the same documents and seed give the same checksum", phase -> phase.checksum());
        allTypes(ALL_QPS, "search_all_p50_ms", "the as-ingested phase", List::getFirst);
        allTypes(REPEAT_ALL_QPS, "search_repeat_all_p50_ms", "the as-ingested phase's repeat, run straight after "
                + "it with --search-bench-after-merge: the A/A control, as warm as the merged phase",
                phases -> phase(phases, SearchResult::repeat));
        allTypes(MERGED_ALL_QPS, "search_merged_all_p50_ms", "the force-merged phase of --search-bench-after-merge",
                phases -> phase(phases, p -> p.mergedTo() > 0));
        for (QueryType type : QueryType.values()) {
            String prefix = "search_" + type.name().toLowerCase(Locale.ROOT) + "_";
            String name = type.cliName() + " queries";
            add(prefix + "count", Unit.COUNT, Direction.NEUTRAL, name + " run in the measured search phase",
                    figure(type, QueryTypeStats::count));
            add(prefix + "qps", Unit.QUERIES_PER_SECOND, Direction.HIGHER_IS_BETTER, name + " per second of their "
                    + "own search time, on one search thread", figure(type, QueryTypeStats::qps));
            add(prefix + "p50_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER, "median latency of " + name,
                    figure(type, s -> s.p50Micros() / 1000.0));
            add(prefix + "p99_ms", Unit.MILLISECONDS, Direction.LOWER_IS_BETTER, "p99 latency of " + name,
                    figure(type, s -> s.p99Micros() / 1000.0));
        }
    }

    private static ToDoubleFunction<SearchResult> figure(QueryType type, ToDoubleFunction<QueryTypeStats> figure) {
        return phase -> {
            QueryTypeStats stats = phase.of(type);
            return stats == null ? Double.NaN : figure.applyAsDouble(stats);
        };
    }

    /** The rate and median latency of every query of one phase, whatever its type. */
    private void allTypes(String qpsColumn, String p50Column, String phase,
                          Function<List<SearchResult>, SearchResult> pick) {
        add(qpsColumn, Unit.QUERIES_PER_SECOND, Direction.HIGHER_IS_BETTER, "queries of every type per "
                + "second of their own search time in " + phase, pick, p -> p.allTypes().qps());
        add(p50Column, Unit.MILLISECONDS, Direction.LOWER_IS_BETTER, "median latency of the queries of "
                + "every type in " + phase, pick, p -> p.allTypes().p50Micros() / 1000.0);
    }

    /** The phase that matches, or null. */
    private static SearchResult phase(List<SearchResult> phases, Predicate<SearchResult> which) {
        return phases.stream().filter(which).findFirst().orElse(null);
    }

    /** A figure of the first phase: the index as ingestion left it. */
    private void add(String column, Unit unit, Direction direction, String description,
                     ToDoubleFunction<SearchResult> figure) {
        add(column, unit, direction, description, List::getFirst, figure);
    }

    private void add(String column, Unit unit, Direction direction, String description,
                     Function<List<SearchResult>, SearchResult> pick, ToDoubleFunction<SearchResult> figure) {
        columns.add(new Metric(column, unit, direction, description + " (--search-bench)", o -> {
            SearchResult phase = o.searches().isEmpty() ? null : pick.apply(o.searches());
            return phase == null ? Double.NaN : figure.applyAsDouble(phase);
        }));
    }

    public List<Metric> columns() {
        return List.copyOf(columns);
    }

    /** The column of one figure of a type: {@code count}, {@code qps}, {@code p50_ms} or {@code p99_ms}. */
    public Metric of(QueryType type, String figure) {
        String column = "search_" + type.name().toLowerCase(Locale.ROOT) + "_" + figure;
        return columns.stream().filter(m -> m.column().equals(column)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no search column " + column));
    }
}
