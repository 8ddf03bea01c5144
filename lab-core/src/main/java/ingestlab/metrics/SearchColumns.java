package ingestlab.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The node-row columns of the search benchmark ({@code --search-bench}), declared once in {@link Metric}: the
 * segments searched and the hit checksum, then for each {@link QueryType} its count, rate and latency median and 99th
 * percentile ({@code search_term_high_p50_ms}, ...). They describe the phase on the index as ingestion left it; the
 * force-merged phase is in the {@code searches} file. Empty when the benchmark is off or a type did not run.
 */
public final class SearchColumns {
    private final List<Metric> columns = new ArrayList<>();

    SearchColumns() {
        add("search_segments", Unit.COUNT, Direction.NEUTRAL, "segments the search phase searched, over every "
                + "shard of every index", phase -> phase.segments());
        add("search_hit_checksum", Unit.COUNT, Direction.NEUTRAL, "hits of one pass over the seeded query sets, "
                + "each query once: the same documents and seed give the same checksum", phase -> phase.checksum());
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

    private void add(String column, Unit unit, Direction direction, String description,
                     ToDoubleFunction<SearchResult> figure) {
        columns.add(new Metric(column, unit, direction, description + " (--search-bench)",
                o -> o.searches().isEmpty() ? Double.NaN : figure.applyAsDouble(o.searches().getFirst())));
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
