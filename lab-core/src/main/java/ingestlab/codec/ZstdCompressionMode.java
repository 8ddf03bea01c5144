package ingestlab.codec;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import java.io.IOException;
import java.lang.ref.Cleaner;
import java.util.Arrays;
import org.apache.lucene.codecs.compressing.CompressionMode;
import org.apache.lucene.codecs.compressing.Compressor;
import org.apache.lucene.codecs.compressing.Decompressor;
import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.store.ByteBuffersDataInput;
import org.apache.lucene.store.DataInput;
import org.apache.lucene.store.DataOutput;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;

/**
 * zstd compression of a stored-fields chunk, cut as {@link ZstdBlockLayout} says: an optional dictionary part
 * compressed on its own, then up to {@code subBlocks} blocks, each an independent zstd frame that may use the
 * dictionary part as raw-content dictionary. One sub-block and no dictionary is one frame per chunk.
 *
 * <p>On disk, per chunk: for the dictionary part (if any) and then for every block, {@code VInt compressedLength}
 * followed by that many bytes of a zstd frame. The level only matters when compressing: any instance reads what any
 * level wrote.
 *
 * <p>Reading one document decompresses the dictionary part and only the blocks that overlap the document, and skips
 * the others, so the cost of a fetch depends on the block length.
 */
public final class ZstdCompressionMode extends CompressionMode {
    private final int level;
    private final int subBlocks;
    private final int dictDivisor;

    /**
     * @param level zstd compression level
     * @param subBlocks blocks per chunk (1: one frame per chunk)
     * @param dictDivisor the dictionary part is {@code chunk length / dictDivisor} bytes; 0 for no dictionary
     */
    public ZstdCompressionMode(int level, int subBlocks, int dictDivisor) {
        if (subBlocks < 1 || dictDivisor < 0) {
            throw new IllegalArgumentException("subBlocks must be >= 1 and dictDivisor >= 0");
        }
        this.level = level;
        this.subBlocks = subBlocks;
        this.dictDivisor = dictDivisor;
    }

    public int level() {
        return level;
    }

    ZstdBlockLayout layout(int length) {
        return ZstdBlockLayout.of(length, subBlocks, dictDivisor);
    }

    @Override
    public Compressor newCompressor() {
        ZstdNative.ensureLoaded();
        return new ZstdBlockCompressor(this);
    }

    @Override
    public Decompressor newDecompressor() {
        ZstdNative.ensureLoaded();
        return new ZstdBlockDecompressor(this);
    }

    @Override
    public String toString() {
        return "Zstd(level=" + level + ", subBlocks=" + subBlocks
                + (dictDivisor == 0 ? ", no dictionary" : ", dictionary=1/" + dictDivisor) + ")";
    }

    /** Not thread-safe: Lucene uses one compressor per stored-fields writer. */
    private static final class ZstdBlockCompressor extends Compressor {
        private final ZstdCompressionMode mode;
        private final NativeCloser contexts = new NativeCloser();
        private final Cleaner.Cleanable cleanable = NativeCloser.register(this, contexts);
        private final ZstdCompressCtx plain;
        private ZstdCompressCtx withDict; // created on first use
        private byte[] input = new byte[0];
        private byte[] output = new byte[0];

        ZstdBlockCompressor(ZstdCompressionMode mode) {
            this.mode = mode;
            this.plain = contexts.add(new ZstdCompressCtx()).setLevel(mode.level);
        }

        @Override
        public void compress(ByteBuffersDataInput in, DataOutput out) throws IOException {
            int length = Math.toIntExact(in.length() - in.position());
            input = ArrayUtil.growNoCopy(input, length);
            in.readBytes(input, 0, length);
            ZstdBlockLayout layout = mode.layout(length);
            ZstdCompressCtx blockCtx = plain;
            if (layout.dictLength() > 0) {
                writeFrame(plain, 0, layout.dictLength(), out);
                if (ZstdBlockLayout.usableAsRawDictionary(input, 0, layout.dictLength())) {
                    if (withDict == null) {
                        withDict = contexts.add(new ZstdCompressCtx()).setLevel(mode.level);
                    }
                    withDict.loadDict(Arrays.copyOf(input, layout.dictLength()));
                    blockCtx = withDict;
                }
            }
            for (int block = 0; block < layout.blockCount(); block++) {
                writeFrame(blockCtx, layout.blockStart(block), layout.blockLength(block, length), out);
            }
        }

        private void writeFrame(ZstdCompressCtx ctx, int offset, int length, DataOutput out) throws IOException {
            output = ArrayUtil.growNoCopy(output, Math.toIntExact(Zstd.compressBound(length)));
            int compressed = ctx.compressByteArray(output, 0, output.length, input, offset, length);
            out.writeVInt(compressed);
            out.writeBytes(output, 0, compressed);
        }

        @Override
        public void close() {
            cleanable.clean();
        }
    }

    /** Not thread-safe; Lucene clones one per stored-fields reader clone. Contexts are made on first use. */
    private static final class ZstdBlockDecompressor extends Decompressor {
        private final ZstdCompressionMode mode;
        private final NativeCloser contexts = new NativeCloser();
        private final Cleaner.Cleanable cleanable = NativeCloser.register(this, contexts);
        private ZstdDecompressCtx plain;
        private ZstdDecompressCtx withDict;
        private byte[] compressed = new byte[0];

        ZstdBlockDecompressor(ZstdCompressionMode mode) {
            this.mode = mode;
        }

        @Override
        public void decompress(DataInput in, int originalLength, int offset, int length, BytesRef bytes)
                throws IOException {
            if (offset < 0 || length < 0 || offset + length > originalLength) {
                throw new IllegalArgumentException("offset=" + offset + ", length=" + length
                        + " is outside a chunk of " + originalLength + " bytes");
            }
            if (plain == null) {
                plain = contexts.add(new ZstdDecompressCtx());
            }
            ZstdBlockLayout layout = mode.layout(originalLength);
            int end = offset + length;
            int dict = layout.dictLength();
            // blocks [first, last] overlap [offset, end); none if the range lies in the dictionary part
            int first = offset < dict ? 0 : (offset - dict) / layout.blockLength();
            int last = end <= dict ? -1 : (end - 1 - dict) / layout.blockLength();
            int needed = dict + (last < first ? 0
                    : layout.blockStart(last) + layout.blockLength(last, originalLength) - layout.blockStart(first));
            bytes.bytes = ArrayUtil.growNoCopy(bytes.bytes, Math.max(needed, 1));
            int written = 0;
            ZstdDecompressCtx blockCtx = plain;
            if (dict > 0) {
                readFrame(in, plain, bytes.bytes, 0, dict);
                written = dict;
                if (last >= first && ZstdBlockLayout.usableAsRawDictionary(bytes.bytes, 0, dict)) {
                    if (withDict == null) {
                        withDict = contexts.add(new ZstdDecompressCtx());
                    }
                    withDict.loadDict(Arrays.copyOf(bytes.bytes, dict));
                    blockCtx = withDict;
                }
            }
            for (int block = 0; block < layout.blockCount(); block++) {
                if (block < first || block > last) {
                    in.skipBytes(in.readVInt());
                } else {
                    int blockLength = layout.blockLength(block, originalLength);
                    readFrame(in, blockCtx, bytes.bytes, written, blockLength);
                    written += blockLength;
                }
            }
            if (last >= first) {
                bytes.offset = offset - first * layout.blockLength();
            } else {
                bytes.offset = length == 0 ? 0 : offset; // empty, or within the dictionary part
            }
            bytes.length = length;
        }

        private void readFrame(DataInput in, ZstdDecompressCtx ctx, byte[] dest, int destOffset, int expected)
                throws IOException {
            int compressedLength = in.readVInt();
            compressed = ArrayUtil.growNoCopy(compressed, compressedLength);
            in.readBytes(compressed, 0, compressedLength);
            int got;
            try {
                got = ctx.decompressByteArray(dest, destOffset, expected, compressed, 0, compressedLength);
            } catch (ZstdException e) {
                throw new CorruptIndexException("zstd frame of " + compressedLength + " bytes does not decompress to "
                        + expected + " bytes: " + e.getMessage(), in, e);
            }
            if (got != expected) {
                throw new CorruptIndexException("zstd frame decompressed to " + got + " bytes, expected " + expected,
                        in);
            }
        }

        @Override
        public Decompressor clone() {
            return new ZstdBlockDecompressor(mode);
        }
    }
}
