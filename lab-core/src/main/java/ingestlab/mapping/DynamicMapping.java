package ingestlab.mapping;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Elasticsearch's dynamic mapping ({@code --mapping dynamic}), decided on a field's first value and then fixed:
 * strings that parse as dates (the default {@code dynamic_date_formats}) become {@code date}; other strings become
 * {@code text} with a {@code .keyword} subfield ({@code keyword}, doc values, {@code ignore_above: 256}); integers
 * {@code long}; decimals {@code float}; booleans {@code boolean}; objects are descended into. Numeric detection is off,
 * as in Elasticsearch. Shared by every client thread of a trial.
 */
final class DynamicMapping extends Mapping {
    /** What Elasticsearch's dynamic mapping makes of strings, in its own words. */
    private static final ExplicitMapping INFERRED = ExplicitMapping.declared("""
            {"properties": {
              "string": {"type": "text", "fields": {"keyword": {"type": "keyword", "ignore_above": 256}}},
              "date": {"type": "date", "format": "%s"}}}""".formatted(DateFormats.DYNAMIC_DETECTION), "the dynamic mapping");
    static final FieldMapping TEXT_WITH_KEYWORD = INFERRED.fields().get("string");
    private static final FieldMapping DATE = INFERRED.fields().get("date");

    private final Map<String, FieldMapping> decided = new ConcurrentHashMap<>();
    private static final FieldMapping OBJECT = FieldMapping.of(FieldType.KEYWORD); // marker, never indexed

    @Override
    protected FieldMapping mappingFor(String name, Object value) {
        FieldMapping m = decided.get(name);
        if (m == null) {
            FieldMapping inferred = infer(value);
            if (inferred == null) {
                return null; // nothing to decide from (empty array)
            }
            m = decided.computeIfAbsent(name, n -> inferred);
        }
        return m == OBJECT ? null : m;
    }

    private static FieldMapping infer(Object value) {
        if (value instanceof List<?> list) {
            for (Object element : list) {
                if (element != null) {
                    return infer(element);
                }
            }
            return null;
        }
        if (value instanceof Map<?, ?>) {
            return OBJECT;
        }
        if (value instanceof Boolean) {
            return FieldMapping.of(FieldType.BOOLEAN);
        }
        if (value instanceof Double || value instanceof Float || value instanceof java.math.BigDecimal) {
            return FieldMapping.of(FieldType.FLOAT);
        }
        if (value instanceof Number) {
            return FieldMapping.of(FieldType.LONG);
        }
        String s = value.toString();
        if (DateFormats.looksLikeDate(s)) {
            return DATE;
        }
        return TEXT_WITH_KEYWORD;
    }

    /** What was decided so far, by dotted field name (for tests and the catalog). */
    public Map<String, FieldType> decidedTypes() {
        Map<String, FieldType> types = new java.util.TreeMap<>();
        decided.forEach((name, m) -> {
            if (m != OBJECT) {
                types.put(name, m.type());
            }
        });
        return types;
    }
}
