package ingestlab.data;

import java.io.IOException;

/**
 * A feed of one document per line of a corpus file: a bad line fails the trial with its {@code file:line}, or with
 * {@code --skip-bad} is counted and skipped. Subclasses only say what a line holds.
 */
abstract class LineFeed implements DocFeed {
    final LinesReader lines;
    private final boolean skipBad;
    private long bad;

    LineFeed(LinesReader lines, boolean skipBad) {
        this.lines = lines;
        this.skipBad = skipBad;
    }

    /** The document the line holds, or null for a line that holds none (a header). */
    abstract SourceDoc parse(String line) throws BadDocumentException;

    @Override
    public final SourceDoc next() throws IOException {
        while (true) {
            String line = lines.next();
            try {
                SourceDoc doc = parse(line);
                if (doc != null) {
                    lines.accepted();
                    return doc;
                }
            } catch (BadDocumentException e) {
                if (!skipBad) {
                    throw e;
                }
                bad++;
            }
        }
    }

    @Override
    public long badDocs() {
        return bad;
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }
}
