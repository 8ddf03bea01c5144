package ingestlab.search;

import ingestlab.metrics.QueryType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The seeded queries one index is searched with: {@code perType} of each type asked for that its dataset can give,
 * drawn from the index's own {@link DatasetSample}. The same sample, selection and seed always draw the same set.
 *
 * @param queries grouped by type, in the order of {@link QueryType}
 * @param skipped types asked for with {@code all} that this dataset cannot give
 */
public record QuerySet(List<BenchQuery> queries, List<QueryType> skipped) {
    /** Queries of each type: enough that a type's latency is not one query's, few enough to warm up quickly. */
    public static final int PER_TYPE = 20;

    public QuerySet {
        queries = List.copyOf(queries);
        skipped = List.copyOf(skipped);
    }

    /**
     * Draws the set; IllegalArgumentException when the selection names a type the dataset cannot give, saying what
     * the type needs and which types the dataset allows.
     */
    public static QuerySet draw(DatasetSample sample, QuerySelection selection, int perType, long seed) {
        if (perType < 1) {
            throw new IllegalArgumentException("a query set needs at least 1 query per type, not " + perType);
        }
        QueryDrawer drawer = new QueryDrawer(sample);
        List<BenchQuery> queries = new ArrayList<>();
        List<QueryType> skipped = new ArrayList<>();
        for (QueryType type : selection.types()) {
            // A random source per type, so that asking for another type leaves this one's queries as they were.
            SplittableRandom random = new SplittableRandom(seed ^ (0x5EA4C4B3L * (type.ordinal() + 1)));
            BenchQuery first = drawer.draw(type, random);
            if (first == null) {
                if (selection.explicit()) {
                    throw unavailable(sample, type, drawer);
                }
                skipped.add(type);
                continue;
            }
            queries.add(first);
            for (int i = 1; i < perType; i++) {
                queries.add(drawer.draw(type, random));
            }
        }
        return new QuerySet(queries, skipped);
    }

    private static IllegalArgumentException unavailable(DatasetSample sample, QueryType type, QueryDrawer drawer) {
        List<QueryType> available = drawer.available(List.of(QueryType.values()));
        return new IllegalArgumentException(SearchSettings.SEARCH_QUERIES.option() + ": '" + type.cliName()
                + "': the " + type.cliName() + " query needs " + type.needs() + ", and the first " + sample.docs() + " documents of dataset '"
                + sample.dataset() + "' have none (allowed for it: " + (available.isEmpty() ? "no query type"
                : String.join(", ", available.stream().map(QueryType::cliName).toList())) + ")");
    }

    /** The types in the set, in order. */
    public List<QueryType> types() {
        return queries.stream().map(BenchQuery::type).distinct().toList();
    }
}
