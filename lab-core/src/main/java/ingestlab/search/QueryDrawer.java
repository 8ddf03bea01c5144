package ingestlab.search;

import ingestlab.metrics.QueryType;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.WildcardQuery;

/**
 * Draws one query of a type from a dataset sample, with the caller's random source; null when the sample holds
 * nothing the type needs ({@link QueryType#needs()}). Lists are taken in the sample's reproducible orders, so the same
 * sample and seed draw the same queries.
 */
final class QueryDrawer {
    private final DatasetSample sample;
    private final List<Term> high;
    private final List<Term> medium;
    private final List<Term> low;
    private final List<Term> prefixable;
    private final List<Term> wildcardable;
    private final List<String> numericFields;
    private final List<String> keywordFields;

    QueryDrawer(DatasetSample sample) {
        this.sample = sample;
        this.high = sample.band(QueryType.TERM_HIGH);
        this.medium = sample.band(QueryType.TERM_MEDIUM);
        this.low = sample.band(QueryType.TERM_LOW);
        List<Term> terms = sample.terms();
        this.prefixable = terms.stream().filter(t -> codePoints(t) >= 3).toList();
        this.wildcardable = terms.stream().filter(t -> codePoints(t) >= 4 && !t.text().matches(".*[*?\\\\].*"))
                .toList();
        this.numericFields = sample.numerics().keySet().stream().sorted().toList();
        this.keywordFields = sample.keywordFields().stream().sorted().toList();
    }

    /** A query of the type, or null if the sample cannot give one. */
    BenchQuery draw(QueryType type, SplittableRandom random) {
        return switch (type) {
            case TERM_HIGH -> term(type, high, random);
            case TERM_MEDIUM -> term(type, medium, random);
            case TERM_LOW -> term(type, low, random);
            case AND -> twoTerms(type, BooleanClause.Occur.MUST, random);
            case OR -> twoTerms(type, BooleanClause.Occur.SHOULD, random);
            case PHRASE -> phrase(random);
            case PREFIX -> prefixable.isEmpty() ? null : prefix(pick(prefixable, random));
            case WILDCARD -> wildcardable.isEmpty() ? null : wildcard(pick(wildcardable, random));
            case RANGE -> range(random);
            case SORTED -> sorted(random);
            case TERMS_AGG -> keywordFields.isEmpty() ? null : new BenchQuery.TermsAggregation(type,
                    filter(random), pick(keywordFields, random));
        };
    }

    private static BenchQuery term(QueryType type, List<Term> band, SplittableRandom random) {
        return band.isEmpty() ? null : new BenchQuery.TopHits(type, new TermQuery(pick(band, random)));
    }

    private BenchQuery twoTerms(QueryType type, BooleanClause.Occur occur, SplittableRandom random) {
        if (high.isEmpty() || medium.isEmpty()) {
            return null;
        }
        Query both = new BooleanQuery.Builder().add(new TermQuery(pick(high, random)), occur)
                .add(new TermQuery(pick(medium, random)), occur).build();
        return new BenchQuery.TopHits(type, both);
    }

    private BenchQuery phrase(SplittableRandom random) {
        if (sample.phrases().isEmpty()) {
            return null;
        }
        DatasetSample.Phrase phrase = pick(sample.phrases(), random);
        return new BenchQuery.TopHits(QueryType.PHRASE, new PhraseQuery(phrase.field(), phrase.first(),
                phrase.second()));
    }

    private static BenchQuery prefix(Term term) {
        String text = term.text();
        String prefix = text.substring(0, text.offsetByCodePoints(0, 3));
        return new BenchQuery.TopHits(QueryType.PREFIX, new PrefixQuery(new Term(term.field(), prefix)));
    }

    private static BenchQuery wildcard(Term term) {
        String text = term.text();
        int lastStart = text.offsetByCodePoints(text.length(), -1);
        String pattern = text.substring(0, text.offsetByCodePoints(0, 2)) + "*" + text.substring(lastStart);
        return new BenchQuery.TopHits(QueryType.WILDCARD, new WildcardQuery(new Term(term.field(), pattern)));
    }

    private BenchQuery range(SplittableRandom random) {
        if (numericFields.isEmpty()) {
            return null;
        }
        String field = pick(numericFields, random);
        DatasetSample.NumericValues values = sample.numerics().get(field);
        Query range = values.kind().rangeQuery(field, pick(values.values(), random), pick(values.values(), random));
        return new BenchQuery.TopHits(QueryType.RANGE, range);
    }

    private BenchQuery sorted(SplittableRandom random) {
        if (numericFields.isEmpty()) {
            return null;
        }
        Query filter = filter(random);
        String field = pick(numericFields, random);
        Sort sort = new Sort(sample.numerics().get(field).kind().descending(field));
        return new BenchQuery.SortedTopHits(QueryType.SORTED, filter, sort);
    }

    /** What a sorted search or an aggregation runs over: a high-frequency term, or every document if none. */
    private Query filter(SplittableRandom random) {
        return high.isEmpty() ? MatchAllDocsQuery.INSTANCE : new TermQuery(pick(high, random));
    }

    private static <T> T pick(List<T> list, SplittableRandom random) {
        return list.get(random.nextInt(list.size()));
    }

    private static int codePoints(Term term) {
        return term.text().codePointCount(0, term.text().length());
    }

    /** The types this sample can give, of those asked for. */
    List<QueryType> available(List<QueryType> asked) {
        List<QueryType> types = new ArrayList<>();
        for (QueryType type : asked) {
            if (draw(type, new SplittableRandom(0)) != null) {
                types.add(type);
            }
        }
        return types;
    }
}
