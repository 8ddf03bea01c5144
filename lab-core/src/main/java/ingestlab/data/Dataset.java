package ingestlab.data;

import java.io.IOException;
import java.util.List;

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

    /** The indexed fields, one line each: name, type, and how it is indexed. */
    List<String> fields();

    /** Opens a fresh stream of documents; the same seed gives the same documents. */
    DocFeed open(long seed) throws IOException;
}
