package ingestlab.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Reads a text corpus line by line with line numbers, starting over at the end, so that {@code --docs} larger than
 * the corpus cycles through it (the clients give every pass fresh ids).
 */
final class LinesReader implements AutoCloseable {
    /** Opens the input anew for each pass. */
    interface Source {
        InputStream open() throws IOException;
    }

    private final Source source;
    private final String name;
    private BufferedReader reader;
    private long lineNumber;
    private long goodThisPass;

    LinesReader(Source source, String name) throws IOException {
        this.source = source;
        this.name = name;
        this.reader = open();
    }

    private BufferedReader open() throws IOException {
        lineNumber = 0;
        goodThisPass = 0;
        return new BufferedReader(new InputStreamReader(source.open(), StandardCharsets.UTF_8), 1 << 16);
    }

    /** The next non-empty line, starting over at the end of the input; fails if a whole pass held no document. */
    String next() throws IOException {
        while (true) {
            String line = reader.readLine();
            if (line == null) {
                if (goodThisPass == 0) {
                    throw new IOException(name + " holds no readable documents");
                }
                reader.close();
                reader = open();
                continue;
            }
            lineNumber++;
            if (!line.isBlank()) {
                return line;
            }
        }
    }

    /** Counts the line just read as a document, so that a pass with none is detected. */
    void accepted() {
        goodThisPass++;
    }

    /** {@code name:line} of the line just read. */
    String origin() {
        return name + ":" + lineNumber;
    }

    long lineNumber() {
        return lineNumber;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
