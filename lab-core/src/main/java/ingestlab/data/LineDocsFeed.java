package ingestlab.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexableField;

/**
 * Streams Lucene benchmark line docs ({@code title \t date \t body}, as in luceneutil and byTask), starting over
 * at the end of the input. Ids are the running count of documents fed, so every pass has fresh ids.
 * An optional {@code FIELDS_HEADER_INDICATOR###} first line is skipped.
 */
public final class LineDocsFeed implements DocFeed {
    static final String HEADER = "FIELDS_HEADER_INDICATOR###";

    /** Opens the input anew for each pass. */
    public interface Source {
        InputStream open() throws IOException;
    }

    private final Source source;
    private final String sourceName;
    private BufferedReader reader;
    private long lineNumber;
    private long nextId;
    private long linesThisPass;

    public LineDocsFeed(Source source, String sourceName) throws IOException {
        this.source = source;
        this.sourceName = sourceName;
        this.reader = openReader();
    }

    private BufferedReader openReader() throws IOException {
        lineNumber = 0;
        linesThisPass = 0;
        return new BufferedReader(new InputStreamReader(source.open(), StandardCharsets.UTF_8), 1 << 16);
    }

    @Override
    public LabDoc next() throws IOException {
        String line = reader.readLine();
        lineNumber++;
        if (line != null && lineNumber == 1 && line.startsWith(HEADER)) {
            line = reader.readLine();
            lineNumber++;
        }
        if (line == null) {
            if (linesThisPass == 0) {
                throw new IOException(sourceName + " holds no documents");
            }
            reader.close();
            reader = openReader();
            return next();
        }
        linesThisPass++;
        return parse(line);
    }

    private LabDoc parse(String line) throws IOException {
        int tab1 = line.indexOf('\t');
        int tab2 = tab1 < 0 ? -1 : line.indexOf('\t', tab1 + 1);
        if (tab2 < 0) {
            throw new IOException(sourceName + ":" + lineNumber + ": expected title<TAB>date<TAB>body");
        }
        String title = line.substring(0, tab1);
        String date = line.substring(tab1 + 1, tab2);
        String body = line.substring(tab2 + 1);
        long millis;
        try {
            millis = LocalDate.parse(date.trim()).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new IOException(sourceName + ":" + lineNumber + ": unparsable date '" + date + "'");
        }
        String id = Long.toString(nextId++);
        List<IndexableField> fields = List.of(
                new StringField("id", id, Field.Store.YES),
                new TextField("title", title, Field.Store.YES),
                new LongPoint("date", millis),
                new NumericDocValuesField("date", millis),
                new TextField("body", body, Field.Store.YES));
        long bytes = (long) line.getBytes(StandardCharsets.UTF_8).length + 1;
        return new LabDoc(id, fields, bytes);
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
