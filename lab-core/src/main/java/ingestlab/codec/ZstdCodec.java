package ingestlab.codec;

/** OpenSearch's {@code zstd}: 10 blocks per 480 KB chunk sharing a raw-content dictionary. See {@link ZstdVariant#DICT}. */
public final class ZstdCodec extends ZstdFilterCodec {
    /** Level {@link ZstdLevels#DEFAULT}; what Lucene instantiates (through SPI) to read any level back. */
    public ZstdCodec() {
        this(ZstdLevels.DEFAULT);
    }

    public ZstdCodec(int level) {
        super(ZstdVariant.DICT, level);
    }
}
