package ingestlab.data;

import java.util.Map;

/**
 * One field of a mapping, with the subset of Elasticsearch's mapping parameters the lab supports.
 *
 * @param ignoreAbove keyword values longer than this are not indexed
 * @param scalingFactor for {@code scaled_float}
 * @param format for {@code date}
 * @param fields multi-fields, indexed from the same value under {@code name.subname}
 */
public record FieldMapping(FieldType type, boolean store, boolean index, boolean docValues, int ignoreAbove,
                           double scalingFactor, String format, Map<String, FieldMapping> fields) {

    public static FieldMapping of(FieldType type) {
        return new FieldMapping(type, false, true, type.docValuesByDefault(), Integer.MAX_VALUE, 0, DateFormats.DEFAULT,
                Map.of());
    }

    public FieldMapping withSubfield(String name, FieldMapping sub) {
        java.util.Map<String, FieldMapping> all = new java.util.LinkedHashMap<>(fields);
        all.put(name, sub);
        return new FieldMapping(type, store, index, docValues, ignoreAbove, scalingFactor, format, Map.copyOf(all));
    }

    public FieldMapping withIgnoreAbove(int chars) {
        return new FieldMapping(type, store, index, docValues, chars, scalingFactor, format, fields);
    }

    public FieldMapping withScalingFactor(double factor) {
        return new FieldMapping(type, store, index, docValues, ignoreAbove, factor, format, fields);
    }

    public FieldMapping withFormat(String dateFormat) {
        return new FieldMapping(type, store, index, docValues, ignoreAbove, scalingFactor, dateFormat, fields);
    }

    public FieldMapping withIndex(boolean indexed) {
        return new FieldMapping(type, store, indexed, docValues, ignoreAbove, scalingFactor, format, fields);
    }

    public FieldMapping withDocValues(boolean values) {
        return new FieldMapping(type, store, index, values, ignoreAbove, scalingFactor, format, fields);
    }

    public FieldMapping withStore(boolean stored) {
        return new FieldMapping(type, stored, index, docValues, ignoreAbove, scalingFactor, format, fields);
    }
}
