package ingestlab.data;

import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexableField;

/**
 * Builds the Lucene document for a source document on the indexing client's thread: the id (a stored keyword, like
 * Elasticsearch's {@code _id}), the mapped fields, and the stored source. One per trial; thread-safe.
 */
public final class DocBuilder {
    /** The field that holds every document's id. */
    public static final String ID_FIELD = "id";

    private final Mapping mapping;
    private final SourceStorage storage;

    public DocBuilder(Mapping mapping, SourceStorage storage) {
        this.mapping = mapping;
        this.storage = storage;
    }

    /**
     * The builder for a dataset under a mapping mode.
     *
     * @param mappingFile an Elasticsearch mapping JSON replacing the dataset's declared types, or null
     */
    public static DocBuilder forDataset(Dataset dataset, MappingMode mode, java.nio.file.Path mappingFile)
            throws java.io.IOException {
        Mapping mapping = mode == MappingMode.DYNAMIC ? new DynamicMapping()
                : mappingFile != null ? ExplicitMapping.read(mappingFile) : dataset.explicitMapping();
        return new DocBuilder(mapping, dataset.sourceStorage());
    }

    public LabDoc build(String id, SourceDoc doc) throws BadDocumentException {
        List<IndexableField> fields = new ArrayList<>(16);
        fields.add(new StringField(ID_FIELD, id, Field.Store.YES));
        try {
            mapping.index(doc.source(), fields);
        } catch (IllegalArgumentException e) {
            throw new BadDocumentException(doc.origin(), e.getMessage());
        }
        storage.store(doc, fields);
        return new LabDoc(id, fields, doc.sourceBytes(), doc.origin());
    }
}
