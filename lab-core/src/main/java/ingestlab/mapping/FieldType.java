package ingestlab.mapping;

import java.net.InetAddress;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.document.DoubleField;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FloatField;
import org.apache.lucene.document.InetAddressPoint;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.KeywordField;
import org.apache.lucene.document.LatLonDocValuesField;
import org.apache.lucene.document.LatLonPoint;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.DoublePoint;
import org.apache.lucene.document.FloatPoint;
import org.apache.lucene.document.SortedNumericDocValuesField;
import org.apache.lucene.document.SortedSetDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.NumericUtils;

/**
 * The Elasticsearch field types the lab supports, each producing the Lucene fields Elasticsearch would: points plus
 * sorted-numeric doc values for numbers and dates, an indexed term plus sorted-set doc values for keywords, and so on.
 * Values that cannot be read for the type throw IllegalArgumentException; numbers are coerced as Elasticsearch does
 * (numeric strings accepted, fractions truncated for integer types).
 */
public enum FieldType {
    TEXT("text", false) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            out.add(new TextField(name, value.toString(), m.store() ? Field.Store.YES : Field.Store.NO));
        }
    },
    KEYWORD("keyword", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            String s = value.toString();
            if (s.length() > m.ignoreAbove()) {
                return;
            }
            if (m.index() && m.docValues()) {
                out.add(new KeywordField(name, s, m.store() ? Field.Store.YES : Field.Store.NO));
                return;
            }
            if (m.index()) {
                out.add(new StringField(name, s, m.store() ? Field.Store.YES : Field.Store.NO));
            } else if (m.store()) {
                out.add(new StoredField(name, s));
            }
            if (m.docValues()) {
                out.add(new SortedSetDocValuesField(name, new BytesRef(s)));
            }
        }
    },
    LONG("long", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            addLong(name, SourceValues.toLong(value, Long.MIN_VALUE, Long.MAX_VALUE), m, out);
        }
    },
    // Elasticsearch indexes integer, short and byte alike, as Lucene ints; only the accepted range differs.
    INTEGER("integer", Integer.MIN_VALUE, Integer.MAX_VALUE),
    SHORT("short", Short.MIN_VALUE, Short.MAX_VALUE),
    BYTE("byte", Byte.MIN_VALUE, Byte.MAX_VALUE),
    DOUBLE("double", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            double v = SourceValues.toDouble(value);
            addNumber(m, out, store -> new DoubleField(name, v, store), () -> new DoublePoint(name, v),
                    () -> new SortedNumericDocValuesField(name, NumericUtils.doubleToSortableLong(v)),
                    () -> new StoredField(name, v));
        }
    },
    FLOAT("float", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            float v = (float) SourceValues.toDouble(value);
            addNumber(m, out, store -> new FloatField(name, v, store), () -> new FloatPoint(name, v),
                    () -> new SortedNumericDocValuesField(name, NumericUtils.floatToSortableInt(v)),
                    () -> new StoredField(name, v));
        }
    },
    /** A decimal kept as a long: {@code round(value × scaling_factor)}. */
    SCALED_FLOAT("scaled_float", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            if (!(m.scalingFactor() > 0)) {
                throw new IllegalArgumentException("scaled_float field [" + name + "] needs a positive scaling_factor");
            }
            addLong(name, Math.round(SourceValues.toDouble(value) * m.scalingFactor()), m, out);
        }
    },
    DATE("date", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            addLong(name, DateFormats.parse(value, m.format()), m, out);
        }
    },
    BOOLEAN("boolean", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            boolean v = switch (value instanceof Boolean b ? b.toString() : value.toString()) {
                case "true" -> true;
                case "false", "" -> false;
                default -> throw new IllegalArgumentException("'" + value + "' is not a boolean");
            };
            if (m.index()) {
                out.add(new StringField(name, v ? "T" : "F", m.store() ? Field.Store.YES : Field.Store.NO));
            }
            if (m.docValues()) {
                out.add(new SortedNumericDocValuesField(name, v ? 1 : 0));
            }
        }
    },
    IP("ip", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            InetAddress address = SourceValues.parseIp(value.toString());
            if (m.index()) {
                out.add(new InetAddressPoint(name, address));
            }
            if (m.docValues()) {
                out.add(new SortedSetDocValuesField(name, new BytesRef(InetAddressPoint.encode(address))));
            }
            if (m.store()) {
                out.add(new StoredField(name, address.getHostAddress()));
            }
        }
    },
    /** {@code [lon, lat]}, {@code {"lat": .., "lon": ..}} or {@code "lat,lon"}. */
    GEO_POINT("geo_point", true) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            double[] latLon = SourceValues.latLon(value);
            if (m.index()) {
                out.add(new LatLonPoint(name, latLon[0], latLon[1]));
            }
            if (m.docValues()) {
                out.add(new LatLonDocValuesField(name, latLon[0], latLon[1]));
            }
        }

        @Override
        boolean isSingleValue(List<?> list) {
            return list.size() == 2 && list.get(0) instanceof Number && list.get(1) instanceof Number;
        }
    },
    /**
     * Text indexed for matching only, as Elasticsearch's {@code MatchOnlyTextFieldMapper} (elastic/elasticsearch,
     * {@code modules/mapper-extras}, {@code org.elasticsearch.index.mapper.extras}; PR #66172, 7.14) indexes it: tokenized, documents only ({@code IndexOptions.DOCS}: no frequencies, no positions), no norms, never
     * stored (phrase queries re-read the {@code _source}). The log templates map {@code message} this way.
     */
    MATCH_ONLY_TEXT("match_only_text", false) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            out.add(new Field(name, value.toString(), MATCH_ONLY_TEXT_TYPE));
        }
    },
    /**
     * A keyword whose one value lives in the mapping, not in the documents: Elasticsearch's
     * {@code ConstantKeywordFieldMapper} (x-pack plugin {@code constant-keyword}) adds no Lucene field, so the lab adds
     * none. Data streams map {@code data_stream.type}, {@code .dataset} and {@code .namespace} this way.
     */
    CONSTANT_KEYWORD("constant_keyword", false) {
        @Override
        void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
            // nothing per document
        }
    };

    /** {@code MatchOnlyTextFieldMapper.Defaults.FIELD_TYPE}. */
    private static final org.apache.lucene.document.FieldType MATCH_ONLY_TEXT_TYPE = matchOnlyTextType();

    private final String esName;
    private final boolean docValuesByDefault;
    private final long min; // the range of a type indexed as Lucene ints
    private final long max;

    FieldType(String esName, boolean docValuesByDefault) {
        this(esName, docValuesByDefault, 0, -1);
    }

    /** A whole-number type indexed as Lucene ints, accepting values from {@code min} to {@code max}. */
    FieldType(String esName, long min, long max) {
        this(esName, true, min, max);
    }

    private FieldType(String esName, boolean docValuesByDefault, long min, long max) {
        this.esName = esName;
        this.docValuesByDefault = docValuesByDefault;
        this.min = min;
        this.max = max;
    }

    private static org.apache.lucene.document.FieldType matchOnlyTextType() {
        org.apache.lucene.document.FieldType type = new org.apache.lucene.document.FieldType();
        type.setTokenized(true);
        type.setStored(false);
        type.setStoreTermVectors(false);
        type.setOmitNorms(true);
        type.setIndexOptions(IndexOptions.DOCS);
        type.freeze();
        return type;
    }

    /** The type's name in an Elasticsearch mapping. */
    public String esName() {
        return esName;
    }

    boolean docValuesByDefault() {
        return docValuesByDefault;
    }

    /** Adds the Lucene fields for one value (not a list) of this type; the int-backed types share this one. */
    void add(String name, Object value, FieldMapping m, List<IndexableField> out) {
        if (min > max) {
            throw new IllegalStateException(esName + " must say how it adds a value");
        }
        addInt(name, (int) SourceValues.toLong(value, min, max), m, out);
    }

    /** Whether a JSON array is one value of this type (a geo point) rather than several values. */
    boolean isSingleValue(List<?> list) {
        return false;
    }

    public static FieldType byEsName(String name) {
        for (FieldType t : values()) {
            if (t.esName.equals(name)) {
                return t;
            }
        }
        return null;
    }

    public static String supported() {
        StringBuilder names = new StringBuilder();
        for (FieldType t : values()) {
            names.append(names.isEmpty() ? "" : ", ").append(t.esName);
        }
        return names.toString();
    }

    private static void addLong(String name, long v, FieldMapping m, List<IndexableField> out) {
        addNumber(m, out, store -> new LongField(name, v, store), () -> new LongPoint(name, v),
                () -> new SortedNumericDocValuesField(name, v), () -> new StoredField(name, v));
    }

    private static void addInt(String name, int v, FieldMapping m, List<IndexableField> out) {
        addNumber(m, out, store -> new IntField(name, v, store), () -> new IntPoint(name, v),
                () -> new SortedNumericDocValuesField(name, v), () -> new StoredField(name, v));
    }

    /**
     * A number as Elasticsearch indexes it: a point and sorted-numeric doc values (Lucene's combined field when both
     * are on), or just the parts the mapping keeps, plus a stored value when {@code store} is set.
     */
    private static void addNumber(FieldMapping m, List<IndexableField> out,
                                  java.util.function.Function<Field.Store, IndexableField> pointAndDocValues,
                                  java.util.function.Supplier<IndexableField> point,
                                  java.util.function.Supplier<IndexableField> docValues,
                                  java.util.function.Supplier<IndexableField> stored) {
        if (m.index() && m.docValues()) {
            out.add(pointAndDocValues.apply(m.store() ? Field.Store.YES : Field.Store.NO));
            return;
        }
        if (m.index()) {
            out.add(point.get());
        }
        if (m.docValues()) {
            out.add(docValues.get());
        }
        if (m.store()) {
            out.add(stored.get());
        }
    }

    @Override
    public String toString() {
        return esName.toLowerCase(Locale.ROOT);
    }
}
