package ingestlab.mapping;

import ingestlab.data.BadDocumentException;
import ingestlab.data.DocFeed;
import ingestlab.data.SourceDoc;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;

/**
 * The vocabulary of a query load: the indexed terms of a dataset's first documents, read from a feed opened with the
 * trial's seed, so the terms are those the index will hold. Text fields are analyzed as the writer analyzes them
 * (the standard analyzer); keyword fields give their whole value; the id field is left out.
 */
public final class QueryTerms {
    private QueryTerms() {}

    /** The distinct terms of the first {@code docs} documents, at most {@code max}, in the order met. */
    public static List<Term> sample(DocFeed feed, DocBuilder builder, int docs, int max) throws IOException {
        Set<Term> terms = new LinkedHashSet<>();
        try (Analyzer analyzer = new StandardAnalyzer()) {
            for (int i = 0; i < docs && terms.size() < max; i++) {
                SourceDoc source = feed.next();
                if (source == null) {
                    break;
                }
                LabDoc doc;
                try {
                    doc = builder.build("query-terms-" + i, source);
                } catch (BadDocumentException e) {
                    continue; // the trial reports bad documents; the vocabulary only skips them
                }
                for (IndexableField field : doc.fields()) {
                    addTerms(field, analyzer, terms, max);
                }
            }
        }
        return List.copyOf(terms);
    }

    private static void addTerms(IndexableField field, Analyzer analyzer, Set<Term> terms, int max)
            throws IOException {
        String value = field.stringValue();
        if (value == null || field.name().equals(DocBuilder.ID_FIELD)
                || field.fieldType().indexOptions() == IndexOptions.NONE) {
            return;
        }
        if (!field.fieldType().tokenized()) {
            terms.add(new Term(field.name(), value));
            return;
        }
        try (TokenStream tokens = analyzer.tokenStream(field.name(), value)) {
            CharTermAttribute text = tokens.addAttribute(CharTermAttribute.class);
            tokens.reset();
            while (terms.size() < max && tokens.incrementToken()) {
                terms.add(new Term(field.name(), text.toString()));
            }
            tokens.end();
        }
    }
}
