package ingestlab.codec;

/** Elasticsearch's zstd stored fields: one frame per 240 KB chunk. See {@link ZstdVariant#ES}. */
public final class ZstdEsCodec extends ZstdFilterCodec {
    /** Level {@link ZstdLevels#DEFAULT}; what Lucene instantiates (through SPI) to read any level back. */
    public ZstdEsCodec() {
        this(ZstdLevels.DEFAULT);
    }

    public ZstdEsCodec(int level) {
        super(ZstdVariant.ES, level);
    }
}
