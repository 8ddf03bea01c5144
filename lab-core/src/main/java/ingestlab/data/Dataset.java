package ingestlab.data;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A corpus the lab can index ({@code --dataset}): where its documents come from and what types it declares. Turning
 * documents into Lucene fields is {@code ingestlab.mapping}'s work; a dataset only declares its mapping, as an
 * Elasticsearch index does, in mapping JSON. Adding one is one class, listed in {@link DatasetCatalog}.
 */
public interface Dataset {
    /** What {@code --dataset} resolves from, and what the {@code dataset} column shows. */
    String name();

    /** What the documents are and what they model. */
    String description();

    /** Where the data comes from. */
    String origin();

    /**
     * The declared types used by {@code --mapping explicit}, as an Elasticsearch mapping
     * ({@code {"properties": ...}}); empty for a dataset that declares none (an NDJSON file).
     */
    Optional<String> mappingJson();

    /**
     * The source fields kept one by one as stored fields (Europarl's title and body); empty to keep the whole source
     * as Elasticsearch's JSON {@code _source}.
     */
    default List<String> storedSourceFields() {
        return List.of();
    }

    /** Opens a fresh stream of documents; the same seed gives the same documents. */
    DocFeed open(FeedOptions options) throws IOException;
}
