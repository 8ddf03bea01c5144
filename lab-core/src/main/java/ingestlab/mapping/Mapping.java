package ingestlab.mapping;

import java.util.List;
import java.util.Map;
import org.apache.lucene.index.IndexableField;

/** Turns a document's source into Lucene fields: objects flatten to dotted names, arrays are multi-valued fields. */
abstract class Mapping {
    /** Adds the fields of every mapped value of the source; IllegalArgumentException for a value that does not fit. */
    public void index(Map<String, Object> source, List<IndexableField> out) {
        indexObject("", source, out);
    }

    private void indexObject(String prefix, Map<?, ?> object, List<IndexableField> out) {
        for (Map.Entry<?, ?> entry : object.entrySet()) {
            String name = prefix + entry.getKey();
            Object value = entry.getValue();
            if (value == null) {
                continue;
            }
            FieldMapping mapping = mappingFor(name, value);
            if (mapping == null && value instanceof Map<?, ?> inner) {
                indexObject(name + ".", inner, out);
            } else if (mapping != null) {
                indexValue(name, value, mapping, out);
            }
        }
    }

    private void indexValue(String name, Object value, FieldMapping mapping, List<IndexableField> out) {
        if (value instanceof List<?> list && !mapping.type().isSingleValue(list)) {
            for (Object element : list) {
                if (element != null) {
                    indexValue(name, element, mapping, out);
                }
            }
            return;
        }
        mapping.type().add(name, value, mapping, out);
        for (Map.Entry<String, FieldMapping> sub : mapping.fields().entrySet()) {
            sub.getValue().type().add(name + "." + sub.getKey(), value, sub.getValue(), out);
        }
    }

    /**
     * The mapping of a field (dotted name) given its first value, or null if it is an object to descend into or a
     * field this mapping leaves out.
     */
    protected abstract FieldMapping mappingFor(String name, Object value);
}
