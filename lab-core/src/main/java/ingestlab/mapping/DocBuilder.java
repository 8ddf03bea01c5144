package ingestlab.mapping;

import ingestlab.data.BadDocumentException;
import ingestlab.data.Dataset;
import ingestlab.data.SourceDoc;
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
    private final CalibrationCost cost;

    public DocBuilder(Mapping mapping, SourceStorage storage) {
        this(mapping, storage, CalibrationCost.NONE);
    }

    private DocBuilder(Mapping mapping, SourceStorage storage, CalibrationCost cost) {
        this.mapping = mapping;
        this.storage = storage;
        this.cost = cost;
    }

    /** This builder, adding {@code cost} to every document it builds. */
    public DocBuilder withCost(CalibrationCost cost) {
        return new DocBuilder(mapping, storage, cost);
    }

    /**
     * The builder for a dataset under a mapping mode.
     *
     * @param mappingFile the {@code --mapping-file} replacing the dataset's declared types, or null
     */
    public static DocBuilder forDataset(Dataset dataset, MappingMode mode, MappingFile mappingFile) {
        return new DocBuilder(mode.create(dataset, mappingFile), SourceStorage.of(dataset));
    }

    public LabDoc build(String id, SourceDoc doc) throws BadDocumentException {
        cost.spend(id.hashCode());
        List<IndexableField> fields = new ArrayList<>(16);
        fields.add(new StringField(ID_FIELD, id, Field.Store.YES));
        try {
            mapping.index(doc.source(), fields);
        } catch (IllegalArgumentException e) {
            throw new BadDocumentException(doc.origin(), e.getMessage());
        }
        storage.store(doc, fields);
        return new LabDoc(id, fields, doc.sourceBytes(), doc.origin(), doc);
    }
}
