package ingestlab.codec;

import org.apache.lucene.codecs.FilterCodec;
import org.apache.lucene.codecs.StoredFieldsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;

/**
 * Lucene's default codec with zstd stored fields. Subclasses are registered through SPI under
 * {@link ZstdVariant#codecName()}; their no-argument constructor (level {@link ZstdLevels#DEFAULT}) is what Lucene
 * uses to read a segment back, which works whatever level wrote it, since the level only affects compression.
 */
public abstract class ZstdFilterCodec extends FilterCodec {
    private final StoredFieldsFormat storedFields;
    private final int level;

    protected ZstdFilterCodec(ZstdVariant variant, int level) {
        super(variant.codecName(), new Lucene104Codec());
        this.level = ZstdLevels.check(level);
        this.storedFields = variant.layout(level).format();
    }

    /** The level this instance compresses with. */
    public int level() {
        return level;
    }

    @Override
    public StoredFieldsFormat storedFieldsFormat() {
        return storedFields;
    }
}
