package ingestlab.mapping;

import ingestlab.data.Dataset;
import ingestlab.data.SourceDoc;
import java.util.List;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.index.IndexableField;

/**
 * How a document's source is kept in the index, whatever the mapping: as Elasticsearch's {@code _source} (the JSON
 * in one stored field), or as some of its fields stored one by one (Europarl's stored title and body).
 */
public sealed interface SourceStorage {
    void store(SourceDoc doc, List<IndexableField> out);

    /** How the dataset keeps its source: the fields it stores one by one, or else the JSON {@code _source}. */
    static SourceStorage of(Dataset dataset) {
        List<String> stored = dataset.storedSourceFields();
        return stored.isEmpty() ? new JsonSource() : new StoredFields(stored);
    }

    /** The JSON source in a stored field named {@code _source}, as Elasticsearch keeps it. */
    record JsonSource() implements SourceStorage {
        @Override
        public void store(SourceDoc doc, List<IndexableField> out) {
            if (doc.json() != null) {
                out.add(new StoredField("_source", doc.json()));
            }
        }
    }

    /** These source fields, stored as their string values. */
    record StoredFields(List<String> fields) implements SourceStorage {
        @Override
        public void store(SourceDoc doc, List<IndexableField> out) {
            for (String field : fields) {
                Object value = doc.source().get(field);
                if (value != null) {
                    out.add(new StoredField(field, value.toString()));
                }
            }
        }
    }
}
