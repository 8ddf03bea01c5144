package ingestlab.mapping;

import ingestlab.data.SourceDoc;
import org.apache.lucene.index.IndexableField;

/**
 * One document ready to index.
 *
 * @param id the document id, which also routes it to a shard
 * @param fields the Lucene fields, including the id field
 * @param sourceBytes the size of the document's source, as a client would send it
 * @param origin where the document came from ({@code file:line}), for error messages
 * @param source the source it was mapped from, which a translog keeps; null for documents built by hand in tests
 */
public record LabDoc(String id, Iterable<? extends IndexableField> fields, long sourceBytes, String origin,
                     SourceDoc source) {
    public LabDoc(String id, Iterable<? extends IndexableField> fields, long sourceBytes, String origin) {
        this(id, fields, sourceBytes, origin, null);
    }
}
