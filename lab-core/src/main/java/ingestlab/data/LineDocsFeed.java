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
final class LineDocsFeed extends LineFeed {
    static final String HEADER = "FIELDS_HEADER_INDICATOR###";
    private static final List<String> DEFAULT_COLUMNS = List.of("title", "date", "body");

    private List<String> columns = DEFAULT_COLUMNS;

    LineDocsFeed(LinesReader.Source source, String name, boolean skipBad) throws IOException {
        super(new LinesReader(source, name), skipBad);
    }

    @Override
    SourceDoc parse(String line) throws BadDocumentException {
        if (lines.lineNumber() == 1 && line.startsWith(HEADER)) {
            columns = Arrays.stream(line.substring(HEADER.length()).split("\t"))
                    .filter(c -> !c.isEmpty()).map(LineDocsFeed::columnName).toList();
            return null;
        }
        String[] values = line.split("\t", -1);
        if (values.length != columns.size()) {
            throw new BadDocumentException(lines.origin(),
                    "expected " + columns.size() + " tab-separated columns " + columns + ", found " + values.length);
        }
        Map<String, Object> source = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            source.put(columns.get(i), values[i]);
        }
        long bytes = (long) line.getBytes(StandardCharsets.UTF_8).length + 1;
        return new SourceDoc(source, null, bytes, lines.origin());
    }

    private static String columnName(String header) {
        return switch (header) {
            case "doctitle" -> "title";
            case "docdate" -> "date";
            default -> header;
        };
    }
}
