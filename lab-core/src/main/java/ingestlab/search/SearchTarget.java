package ingestlab.search;

/** An index to search and the queries drawn for it from its own dataset. */
public record SearchTarget(SearchedIndex index, QuerySet queries) {}
