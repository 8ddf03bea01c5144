package ingestlab.search;

import ingestlab.data.BadDocumentException;
import ingestlab.data.DocFeed;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.index.DocValuesType;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;

/**
 * Reads a {@link DatasetSample} from the first documents of a feed opened as the trial opens the index's own (same
 * dataset, same seed), built by the index's mapping, so the sample holds the fields and terms the index holds. Text
 * is analyzed as the shards' writers analyze it (the standard analyzer); the id field and the stored source are left
 * out. One sampler per index; not thread-safe.
 */
final class DocumentSampler {
    /** Adjacent pairs kept per text value, and in all: enough to draw from, bounded for long texts. */
    private static final int PHRASES_PER_VALUE = 4;
    private static final int MAX_PHRASES = 20_000;
    /**
     * Distinct terms kept: bounds the sample's heap on wide documents (the logs streams' hundreds of keywords); once
     * reached, terms already met are still counted and new ones left out.
     */
    private static final int MAX_TERMS = 200_000;

    private final Map<Term, Integer> docFreqs = new LinkedHashMap<>();
    private final List<DatasetSample.Phrase> phrases = new ArrayList<>();
    private final Map<String, NumericKind> numericKinds = new LinkedHashMap<>();
    private final Map<String, List<Long>> numericValues = new LinkedHashMap<>();
    private final Set<String> keywordFields = new LinkedHashSet<>();
    private final Analyzer analyzer = new StandardAnalyzer();

    private DocumentSampler() {}

    /** The sample of the feed's first {@code docs} documents (fewer if it ends); bad documents are skipped. */
    public static DatasetSample read(String dataset, DocFeed feed, DocBuilder builder, int docs) throws IOException {
        if (docs < 1) {
            throw new IllegalArgumentException("a dataset sample needs at least 1 document, not " + docs);
        }
        DocumentSampler sampler = new DocumentSampler();
        int sampled;
        try {
            sampled = sampler.addFirst(feed, builder, docs);
        } finally {
            sampler.analyzer.close();
        }
        Map<String, DatasetSample.NumericValues> numerics = new LinkedHashMap<>();
        sampler.numericKinds.forEach((field, kind) ->
                numerics.put(field, new DatasetSample.NumericValues(kind, sampler.numericValues.get(field))));
        return new DatasetSample(dataset, sampled, sampler.docFreqs, sampler.phrases, numerics,
                sampler.keywordFields);
    }

    /** Adds the feed's first documents; how many were added. */
    private int addFirst(DocFeed feed, DocBuilder builder, int docs) throws IOException {
        int added = 0;
        for (int i = 0; i < docs; i++) {
            SourceDoc source = feed.next();
            if (source == null) {
                break;
            }
            try {
                add(builder.build("search-sample-" + i, source));
                added++;
            } catch (BadDocumentException e) {
                // the trial reports bad documents; the sample only skips them
            }
        }
        return added;
    }

    private void add(LabDoc doc) throws IOException {
        // In the order met: Term's hash is seeded per JVM, so a hash order would differ from run to run.
        Set<Term> termsOfDoc = new LinkedHashSet<>();
        for (IndexableField field : doc.fields()) {
            if (field.name().equals(DocBuilder.ID_FIELD)) {
                continue;
            }
            NumericKind kind = NumericKind.of(field);
            if (kind != null) {
                numericKinds.putIfAbsent(field.name(), kind);
                numericValues.computeIfAbsent(field.name(), f -> new ArrayList<>())
                        .add(NumericKind.sortableValue(field));
                continue;
            }
            IndexOptions options = field.fieldType().indexOptions();
            String value = field.stringValue();
            if (value == null || options == IndexOptions.NONE) {
                continue;
            }
            if (field.fieldType().tokenized()) {
                analyze(field.name(), value, options.compareTo(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS) >= 0,
                        termsOfDoc);
                continue;
            }
            termsOfDoc.add(new Term(field.name(), value));
            DocValuesType docValues = field.fieldType().docValuesType();
            if (docValues == DocValuesType.SORTED_SET || docValues == DocValuesType.SORTED) {
                keywordFields.add(field.name());
            }
        }
        for (Term term : termsOfDoc) {
            if (docFreqs.size() < MAX_TERMS || docFreqs.containsKey(term)) {
                docFreqs.merge(term, 1, Integer::sum);
            }
        }
    }

    private void analyze(String field, String value, boolean positions, Set<Term> termsOfDoc) throws IOException {
        int pairs = 0;
        String previous = null;
        try (TokenStream tokens = analyzer.tokenStream(field, value)) {
            CharTermAttribute text = tokens.addAttribute(CharTermAttribute.class);
            PositionIncrementAttribute increment = tokens.addAttribute(PositionIncrementAttribute.class);
            tokens.reset();
            while (tokens.incrementToken()) {
                String word = text.toString();
                termsOfDoc.add(new Term(field, word));
                if (positions && previous != null && increment.getPositionIncrement() == 1
                        && pairs < PHRASES_PER_VALUE && phrases.size() < MAX_PHRASES) {
                    phrases.add(new DatasetSample.Phrase(field, previous, word));
                    pairs++;
                }
                previous = word;
            }
            tokens.end();
        }
    }
}
