package ingestlab.codec;

import org.apache.lucene.codecs.StoredFieldsFormat;
import org.apache.lucene.codecs.compressing.CompressionMode;
import org.apache.lucene.codecs.lucene90.Lucene90StoredFieldsFormat;
import org.apache.lucene.codecs.lucene90.compressing.Lucene90CompressingStoredFieldsFormat;

/**
 * What a codec does to stored fields: its compression mode and how documents are gathered into chunks. The lab's
 * zstd codecs are built from it, and benchmarks compress chunks of the same size with the same mode.
 *
 * @param formatName the name written in the stored-fields file headers
 * @param chunkBytes a chunk is compressed once it holds this many bytes...
 * @param maxDocsPerChunk ...or this many documents
 * @param blockShift log2 of the number of chunks per block of the stored-fields index
 */
public record StoredFieldsLayout(String formatName, CompressionMode mode, int chunkBytes, int maxDocsPerChunk,
                                 int blockShift) {

    /** Lucene's BEST_SPEED: LZ4 with preset dictionary, 80 KB / 1024 docs (Lucene90StoredFieldsFormat). */
    public static final StoredFieldsLayout LUCENE_BEST_SPEED = new StoredFieldsLayout("Lucene90StoredFieldsFastData",
            Lucene90StoredFieldsFormat.BEST_SPEED_MODE, 10 * 8 * 1024, 1024, 10);

    /** Lucene's BEST_COMPRESSION: DEFLATE level 6 with preset dictionary, 480 KB / 4096 docs. */
    public static final StoredFieldsLayout LUCENE_BEST_COMPRESSION = new StoredFieldsLayout(
            "Lucene90StoredFieldsHighData", Lucene90StoredFieldsFormat.BEST_COMPRESSION_MODE, 10 * 48 * 1024, 4096, 10);

    public StoredFieldsFormat format() {
        return new Lucene90CompressingStoredFieldsFormat(formatName, mode, chunkBytes, maxDocsPerChunk, blockShift);
    }
}
