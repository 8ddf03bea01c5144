package ingestlab.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A user's line-docs file ({@code linedocs:PATH}), plain, {@code .gz} or {@code .bz2}: title, date and body, typed
 * as {@link EuroparlDataset} types them, with the date formats Lucene's benchmark tools write.
 */
final class LineDocsDataset extends FileDataset {
    static final String PREFIX = "linedocs:";
    /** ISO dates, and what luceneutil and byTask line files hold. */
    static final String DATE_FORMATS =
            "strict_date_optional_time||yyyy-MM-dd HH:mm:ss||yyyy-MM-dd HH:mm:ss.SSS||dd-MMM-yyyy HH:mm:ss||dd-MMM-yyyy HH:mm:ss.SSS";

    LineDocsDataset(Path file) {
        super(PREFIX, "Lucene benchmark line docs (title<TAB>date<TAB>body)", file);
    }

    @Override
    public ExplicitMapping explicitMapping() {
        return titleDateBody(DATE_FORMATS);
    }

    static ExplicitMapping titleDateBody(String dateFormat) {
        return new ExplicitMapping(Map.of(
                "title", FieldMapping.of(FieldType.TEXT),
                "date", FieldMapping.of(FieldType.DATE).withFormat(dateFormat),
                "body", FieldMapping.of(FieldType.TEXT)));
    }

    @Override
    public SourceStorage sourceStorage() {
        return new SourceStorage.StoredFields(List.of("title", "body"));
    }

    @Override
    public DocFeed open(FeedOptions options) throws IOException {
        return new LineDocsFeed(() -> Compression.open(file), file.getFileName().toString(), options.skipBad());
    }
}
