package ingestlab.search;

import ingestlab.metrics.QueryType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.index.Term;

/**
 * What the first documents of a dataset index, as its mapping built them: each term with the number of sampled
 * documents holding it, adjacent word pairs of text fields indexed with positions, the values of numeric and date
 * fields, and the keyword fields with doc values. Queries are drawn from here, so they search what the index holds
 * whatever the segment structure. Built by {@link DocumentSampler}; every collection is in the order met.
 *
 * @param dataset the dataset's name, for error messages
 * @param docs how many documents were sampled
 */
record DatasetSample(String dataset, int docs, Map<Term, Integer> docFreqs, List<Phrase> phrases,
                            Map<String, NumericValues> numerics, Set<String> keywordFields) {
    /** A term is high-frequency in at least this share of the sampled documents. */
    static final double HIGH = 0.01;
    /** A term is low-frequency in under this share; medium in between. */
    static final double LOW = 0.001;

    /** Two adjacent words of a text field. */
    public record Phrase(String field, String first, String second) {}

    /** A numeric field's sampled values, as sortable longs. */
    public record NumericValues(NumericKind kind, List<Long> values) {}

    public DatasetSample {
        docFreqs = Collections.unmodifiableMap(new LinkedHashMap<>(docFreqs));
        phrases = List.copyOf(phrases);
        numerics = Collections.unmodifiableMap(new LinkedHashMap<>(numerics));
        keywordFields = Collections.unmodifiableSet(new LinkedHashSet<>(keywordFields));
    }

    /** The terms of a frequency band, most frequent first (ties by field, then text), so picks are reproducible. */
    List<Term> band(QueryType band) {
        double high = HIGH * docs;
        double low = LOW * docs;
        List<Term> terms = new ArrayList<>();
        docFreqs.forEach((term, df) -> {
            boolean in = switch (band) {
                case TERM_HIGH -> df >= high;
                case TERM_MEDIUM -> df >= low && df < high;
                case TERM_LOW -> df < low;
                default -> throw new IllegalArgumentException(band.cliName() + " is not a frequency band");
            };
            if (in) {
                terms.add(term);
            }
        });
        terms.sort(Comparator.comparing((Term t) -> -docFreqs.get(t)).thenComparing(Term::field)
                .thenComparing(Term::text));
        return terms;
    }

    /** Every sampled term, in a reproducible order (field, then text). */
    List<Term> terms() {
        List<Term> terms = new ArrayList<>(docFreqs.keySet());
        terms.sort(Comparator.comparing(Term::field).thenComparing(Term::text));
        return terms;
    }
}
