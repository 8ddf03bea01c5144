package ingestlab.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A user's line-docs file ({@code linedocs:PATH}), plain, {@code .gz} or {@code .bz2}: title, date and body, typed
 * as {@link EuroparlDataset} types them, with the date formats Lucene's benchmark tools write.
 */
final class LineDocsDataset extends FileDataset {
    static final String PREFIX = "linedocs:";
    /** Stored one by one, as the lab's first version stored them; there is no JSON {@code _source}. */
    static final List<String> TITLE_AND_BODY = List.of("title", "body");
    /** ISO dates, and what luceneutil and byTask line files hold. */
    static final String DATE_FORMATS =
            "strict_date_optional_time||yyyy-MM-dd HH:mm:ss||yyyy-MM-dd HH:mm:ss.SSS||dd-MMM-yyyy HH:mm:ss||dd-MMM-yyyy HH:mm:ss.SSS";

    LineDocsDataset(Path file) {
        super(PREFIX, "Lucene benchmark line docs (title<TAB>date<TAB>body)", file);
    }

    @Override
    public Optional<String> mappingJson() {
        return Optional.of(titleDateBody(DATE_FORMATS));
    }

    /** Title and body as text, the date in {@code dateFormat}. */
    static String titleDateBody(String dateFormat) {
        return """
                {"properties": {
                  "title": {"type": "text"},
                  "date": {"type": "date", "format": "%s"},
                  "body": {"type": "text"}}}""".formatted(dateFormat);
    }

    @Override
    public List<String> storedSourceFields() {
        return TITLE_AND_BODY;
    }

    @Override
    public DocFeed open(FeedOptions options) throws IOException {
        return new LineDocsFeed(() -> Compression.open(file), file.getFileName().toString(), options.skipBad());
    }
}
