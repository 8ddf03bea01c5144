package ingestlab.data;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A named corpus the lab can index ({@code --dataset}). Adding one is one class, listed in {@link DatasetCatalog}.
 */
public interface Dataset {
    /** The name typed after {@code --dataset}. */
    String name();

    /** What the documents are and what they model. */
    String description();

    /** Where the data comes from. */
    String origin();

    /** The declared types used by {@code --mapping explicit}. */
    ExplicitMapping explicitMapping() throws IOException;

    /** How the source is kept in the index, whatever the mapping. */
    SourceStorage sourceStorage();

    /** Opens a fresh stream of documents; the same seed gives the same documents. */
    DocFeed open(FeedOptions options) throws IOException;

    /** The declared fields, one line each: name and Elasticsearch type (with subfields). */
    default List<String> fields() throws IOException {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, FieldMapping> e : explicitMapping().fields().entrySet()) {
            StringBuilder line = new StringBuilder(e.getKey()).append(": ").append(e.getValue().type().esName());
            e.getValue().fields().forEach((sub, m) -> line.append(", .").append(sub).append(": ").append(m.type().esName()));
            lines.add(line.toString());
        }
        return lines;
    }
}
