package ingestlab.search;

import org.apache.lucene.document.DoubleField;
import org.apache.lucene.document.FloatField;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.LongField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.SortedNumericSortField;
import org.apache.lucene.util.NumericUtils;

/**
 * How a numeric field is indexed, read from the Lucene field the mapping built: Elasticsearch's numbers and dates are
 * Lucene's combined point-and-doc-values fields ({@code date}, {@code long} and {@code scaled_float} are longs;
 * {@code integer}, {@code short} and {@code byte} ints). Values are kept as their sortable long (doubles and floats
 * through {@link NumericUtils}), so one sampled list serves every kind.
 */
enum NumericKind {
    LONG(SortField.Type.LONG),
    INT(SortField.Type.INT),
    DOUBLE(SortField.Type.DOUBLE),
    FLOAT(SortField.Type.FLOAT);

    private final SortField.Type sortType;

    NumericKind(SortField.Type sortType) {
        this.sortType = sortType;
    }

    /** The kind of a field searchable by range and sortable, or null for any other field. */
    static NumericKind of(IndexableField field) {
        if (field instanceof LongField) {
            return LONG;
        }
        if (field instanceof IntField) {
            return INT;
        }
        if (field instanceof DoubleField) {
            return DOUBLE;
        }
        return field instanceof FloatField ? FLOAT : null;
    }

    /** The field's value as a sortable long (the combined fields hold exactly that). */
    static long sortableValue(IndexableField field) {
        return field.numericValue().longValue();
    }

    /** The documents whose value lies between two sortable values, both included, as Elasticsearch's range query. */
    Query rangeQuery(String field, long from, long to) {
        long lower = Math.min(from, to);
        long upper = Math.max(from, to);
        return switch (this) {
            case LONG -> LongField.newRangeQuery(field, lower, upper);
            case INT -> IntField.newRangeQuery(field, (int) lower, (int) upper);
            case DOUBLE -> DoubleField.newRangeQuery(field, NumericUtils.sortableLongToDouble(lower),
                    NumericUtils.sortableLongToDouble(upper));
            case FLOAT -> FloatField.newRangeQuery(field, NumericUtils.sortableIntToFloat((int) lower),
                    NumericUtils.sortableIntToFloat((int) upper));
        };
    }

    /** Largest first, as a search for the latest events sorts a date. */
    SortField descending(String field) {
        return new SortedNumericSortField(field, sortType, true);
    }
}
