package ingestlab.codec;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The lab's three zstd stored-fields layouts, after OpenSearch's {@code zstd} and
 * {@code zstd_no_dict} (opensearch-project/custom-codecs) and Elasticsearch's {@code Zstd814StoredFieldsFormat}. Each is one SPI codec; the level is a constructor
 * argument of the codec and only changes compression.
 */
public enum ZstdVariant {
    /**
     * OpenSearch's {@code zstd}: BEST_COMPRESSION's chunking (480 KB / 4096 docs, shift 10) cut into 10 blocks; the
     * chunk's first 1/60 is compressed alone and used as raw-content dictionary for every block.
     */
    DICT("IngestLabZstd", new Chunking(10 * 48 * 1024, 4096, 10, 60)),
    /** OpenSearch's {@code zstd_no_dict}: the same chunking, the 10 blocks compressed independently. */
    NO_DICT("IngestLabZstdNoDict", new Chunking(10 * 48 * 1024, 4096, 10, 0)),
    /** Elasticsearch's zstd best-compression (8.14+): one zstd frame per chunk, no dictionary, 240 KB / 2048 docs. */
    ES("IngestLabZstdEs", new Chunking(240 * 1024, 2048, 1, 0));

    private static final int BLOCK_SHIFT = 10;

    /**
     * How a variant cuts documents into chunks and compresses them.
     *
     * @param subBlocks zstd frames per chunk
     * @param dictDivisor the chunk's first 1/dictDivisor is the dictionary of every block; 0 for none
     */
    private record Chunking(int bytes, int maxDocs, int subBlocks, int dictDivisor) {}

    private final String codecName;
    private final Chunking chunking;
    /**
     * One mode per level, shared by every codec instance of this variant and level: Lucene bulk-copies compressed
     * chunks when merging only if the segments' compression modes are the same object.
     */
    private final ConcurrentMap<Integer, ZstdCompressionMode> modes = new ConcurrentHashMap<>();

    ZstdVariant(String codecName, Chunking chunking) {
        this.codecName = codecName;
        this.chunking = chunking;
    }

    /** The codec's SPI name, recorded in every segment it writes. */
    public String codecName() {
        return codecName;
    }

    public StoredFieldsLayout layout(int level) {
        ZstdLevels.check(level);
        ZstdCompressionMode mode = modes.computeIfAbsent(level, l -> new ZstdCompressionMode(l, chunking.subBlocks(),
                chunking.dictDivisor()));
        // The format name does not carry the level: a segment written at any level is read by any instance.
        return new StoredFieldsLayout(codecName + "StoredFields", mode, chunking.bytes(), chunking.maxDocs(),
                BLOCK_SHIFT);
    }
}
