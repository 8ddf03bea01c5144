package ingestlab.codec;

/** OpenSearch's {@code zstd_no_dict}: 10 independent blocks per 480 KB chunk. See {@link ZstdVariant#NO_DICT}. */
public final class ZstdNoDictCodec extends ZstdFilterCodec {
    /** Level {@link ZstdLevels#DEFAULT}; what Lucene instantiates (through SPI) to read any level back. */
    public ZstdNoDictCodec() {
        this(ZstdLevels.DEFAULT);
    }

    public ZstdNoDictCodec(int level) {
        super(ZstdVariant.NO_DICT, level);
    }
}
