package ingestlab.search;

import ingestlab.metrics.QueryType;
import ingestlab.util.NamedValues;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The query types to run ({@code --search-queries}): {@code all}, every type each index's dataset can give (the others are
 * left out and said so), or a comma-separated list, every one of which each index must be able to give.
 *
 * @param types in the order of {@link QueryType}
 * @param explicit whether the types were named, so that a dataset unable to give one is an error
 */
public record QuerySelection(List<QueryType> types, boolean explicit) {
    public static final QuerySelection ALL = new QuerySelection(List.of(QueryType.values()), false);

    public QuerySelection {
        if (types.isEmpty()) {
            throw new IllegalArgumentException("no query type given");
        }
        types = List.copyOf(EnumSet.copyOf(types)); // no repeats, in declaration order
    }

    /** Parses {@code all} or a list such as {@code term-high,phrase,range}. */
    public static QuerySelection parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("all")) {
            return ALL;
        }
        Set<QueryType> types = EnumSet.noneOf(QueryType.class);
        List<String> unknown = new ArrayList<>();
        for (String name : t.split(",")) {
            try {
                types.add(NamedValues.parse(QueryType.class, name));
            } catch (IllegalArgumentException e) {
                unknown.add("'" + name.trim() + "'");
            }
        }
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException(String.join(", ", unknown)
                    + (unknown.size() == 1 ? " is not a query type" : " are not query types")
                    + " (allowed: all, or a comma-separated list of " + NamedValues.allowed(QueryType.class) + ")");
        }
        return new QuerySelection(List.copyOf(types), true);
    }

    @Override
    public String toString() {
        return explicit ? String.join(",", types.stream().map(QueryType::cliName).toList()) : "all";
    }
}
