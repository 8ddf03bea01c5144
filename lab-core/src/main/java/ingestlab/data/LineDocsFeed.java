package ingestlab.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lucene benchmark line docs, as luceneutil and byTask write them: {@code title \t date \t body}, or the columns
 * named by a {@code FIELDS_HEADER_INDICATOR###} first line ({@code doctitle}, {@code docdate}, {@code body} are read
 * as title, date and body). A line with the wrong number of columns is a bad document.
 */
final class LineDocsFeed implements DocFeed {
    static final String HEADER = "FIELDS_HEADER_INDICATOR###";
    private static final List<String> DEFAULT_COLUMNS = List.of("title", "date", "body");

    private final LinesReader lines;
    private final boolean skipBad;
    private List<String> columns = DEFAULT_COLUMNS;
    private long bad;

    LineDocsFeed(LinesReader.Source source, String name, boolean skipBad) throws IOException {
        this.lines = new LinesReader(source, name);
        this.skipBad = skipBad;
    }

    @Override
    public SourceDoc next() throws IOException {
        while (true) {
            String line = lines.next();
            if (lines.lineNumber() == 1 && line.startsWith(HEADER)) {
                columns = Arrays.stream(line.substring(HEADER.length()).split("\t"))
                        .filter(c -> !c.isEmpty()).map(LineDocsFeed::columnName).toList();
                continue;
            }
            String[] values = line.split("\t", -1);
            if (values.length != columns.size()) {
                BadDocumentException e = new BadDocumentException(lines.origin(),
                        "expected " + columns.size() + " tab-separated columns " + columns + ", found " + values.length);
                if (!skipBad) {
                    throw e;
                }
                bad++;
                continue;
            }
            lines.accepted();
            Map<String, Object> source = new LinkedHashMap<>();
            for (int i = 0; i < values.length; i++) {
                source.put(columns.get(i), values[i]);
            }
            long bytes = (long) line.getBytes(StandardCharsets.UTF_8).length + 1;
            return new SourceDoc(source, null, bytes, lines.origin());
        }
    }

    private static String columnName(String header) {
        return switch (header) {
            case "doctitle" -> "title";
            case "docdate" -> "date";
            default -> header;
        };
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
