package ingestlab.mapping;

import java.util.Map;

/**
 * One field of a mapping, with the subset of Elasticsearch's mapping parameters the lab supports. Mappings are read
 * from Elasticsearch mapping JSON ({@link ExplicitMapping#parse}), so this record has no builder of its own.
 *
 * @param ignoreAbove keyword values longer than this are not indexed
 * @param scalingFactor for {@code scaled_float}
 * @param format for {@code date}
 * @param fields multi-fields, indexed from the same value under {@code name.subname}
 */
public record FieldMapping(FieldType type, boolean store, boolean index, boolean docValues, int ignoreAbove,
                           double scalingFactor, String format, Map<String, FieldMapping> fields) {

    /** A field of this type with Elasticsearch's default parameters. */
    public static FieldMapping of(FieldType type) {
        return new FieldMapping(type, false, true, type.docValuesByDefault(), Integer.MAX_VALUE, 0, DateFormats.DEFAULT,
                Map.of());
    }
}
