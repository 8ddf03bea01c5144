package ingestlab.metrics;

import ingestlab.util.Named;

/**
 * The query categories of the search benchmark ({@code ingestlab.search}), by which its results are reported: after
 * the task categories of Lucene's nightly benchmark (luceneutil's {@code HighTerm}, {@code AndHighMed},
 * {@code OrHighMed}, {@code Phrase}, {@code Prefix3}, {@code Wildcard}, {@code IntNRQ}, {@code TermDTSort}, and its
 * facet tasks), each drawn from the indexed dataset's own terms and values. What a category needs from the dataset is
 * said on each constant.
 */
public enum QueryType implements Named {
    /** A term in at least 1% of the sampled documents. */
    TERM_HIGH,
    /** A term in 0.1% to 1% of them. */
    TERM_MEDIUM,
    /** A term in under 0.1% of them. */
    TERM_LOW,
    /** A high-frequency term AND a medium-frequency one. */
    AND,
    /** A high-frequency term OR a medium-frequency one. */
    OR,
    /** Two adjacent words of a text field indexed with positions. */
    PHRASE,
    /** The first three characters of a term. */
    PREFIX,
    /** A term's first two characters and last one around a {@code *}. */
    WILDCARD,
    /** The documents between two sampled values of a numeric or date field (points and doc values). */
    RANGE,
    /** A high-frequency term's top 10 sorted by a numeric or date field, newest (largest) first. */
    SORTED,
    /** The top 10 values of a keyword field (doc values) over a high-frequency term's documents. */
    TERMS_AGG;

    /** What the dataset must index for this category, as error messages say it. */
    public String needs() {
        return switch (this) {
            case TERM_HIGH -> "a term in at least 1% of the sampled documents";
            case TERM_MEDIUM -> "a term in 0.1% to 1% of the sampled documents";
            case TERM_LOW -> "a term in under 0.1% of the sampled documents";
            case AND, OR -> "a high-frequency and a medium-frequency term";
            case PHRASE -> "a text field indexed with positions";
            case PREFIX -> "an indexed term of at least 3 characters";
            case WILDCARD -> "an indexed term of at least 4 characters without * ? or \\";
            case RANGE, SORTED -> "a numeric or date field with points and doc values";
            case TERMS_AGG -> "a keyword field with doc values";
        };
    }
}
