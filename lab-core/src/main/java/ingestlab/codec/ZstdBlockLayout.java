package ingestlab.codec;

/**
 * How a chunk of {@code length} bytes is cut for zstd: an optional leading dictionary part, then up to
 * {@code subBlocks} blocks of equal length (the last may be shorter). The compressor and the decompressor compute it
 * from the same numbers, so it is never written to the index.
 *
 * @param dictLength bytes at the start of the chunk compressed alone and then used as raw-content dictionary
 *     (0: no dictionary)
 * @param blockLength length of every block but the last
 * @param blockCount number of blocks after the dictionary part
 */
record ZstdBlockLayout(int dictLength, int blockLength, int blockCount) {
    /**
     * Dictionaries shorter than this are not used: zstd ignores them when compressing but not when decompressing,
     * so the lab keeps both sides simple by never giving it one.
     */
    static final int MIN_DICT_LENGTH = 8;

    /**
     * @param dictDivisor the dictionary is {@code length / dictDivisor} bytes; 0 for none
     */
    static ZstdBlockLayout of(int length, int subBlocks, int dictDivisor) {
        int dict = dictDivisor == 0 ? 0 : length / dictDivisor;
        if (dict < MIN_DICT_LENGTH) {
            dict = 0;
        }
        int rest = length - dict;
        int block = Math.max(1, ceilDiv(rest, subBlocks));
        return new ZstdBlockLayout(dict, block, ceilDiv(rest, block));
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    int blockStart(int block) {
        return dictLength + block * blockLength;
    }

    int blockLength(int block, int totalLength) {
        return Math.min(blockLength, totalLength - blockStart(block));
    }

    /**
     * True if the dictionary part may be used as a raw-content dictionary: it is long enough and does not start
     * with zstd's dictionary magic number, which would make zstd parse it as a trained dictionary.
     */
    static boolean usableAsRawDictionary(byte[] bytes, int offset, int length) {
        if (length < MIN_DICT_LENGTH) {
            return false;
        }
        // ZSTD_MAGIC_DICTIONARY 0xEC30A437, little-endian
        return !((bytes[offset] & 0xFF) == 0x37 && (bytes[offset + 1] & 0xFF) == 0xA4
                && (bytes[offset + 2] & 0xFF) == 0x30 && (bytes[offset + 3] & 0xFF) == 0xEC);
    }
}
