package ingestlab.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.lucene.codecs.compressing.Compressor;
import org.apache.lucene.codecs.compressing.Decompressor;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteBuffersDataInput;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The compressor and decompressor alone: every range of a chunk comes back, and the input is consumed exactly. */
class ZstdCompressionModeTest {

    static Stream<Arguments> modes() {
        return Stream.of(ZstdVariant.values()).flatMap(v -> Stream.of(1, 3, 6)
                .map(level -> Arguments.of(v, level)));
    }

    static Stream<Arguments> inputs() {
        Random random = new Random(7);
        byte[] randomBytes = new byte[50_000];
        random.nextBytes(randomBytes);
        byte[] text = "the quick brown fox jumps over the lazy dog; ".repeat(2000).getBytes(StandardCharsets.UTF_8);
        byte[] magic = Arrays.copyOf(text, 6000);
        // a dictionary part that starts with zstd's dictionary magic number must not be taken for a trained dictionary
        magic[0] = 0x37;
        magic[1] = (byte) 0xA4;
        magic[2] = 0x30;
        magic[3] = (byte) 0xEC;
        return Stream.of(Arguments.of("empty", new byte[0]), Arguments.of("one byte", new byte[] {42}),
                Arguments.of("seven bytes", "abcdefg".getBytes(StandardCharsets.UTF_8)),
                Arguments.of("random", randomBytes), Arguments.of("text", text), Arguments.of("magic", magic));
    }

    @ParameterizedTest(name = "{0} level {1}")
    @MethodSource("modes")
    void everyRangeRoundTrips(ZstdVariant variant, int level) throws IOException {
        ZstdCompressionMode mode = (ZstdCompressionMode) variant.layout(level).mode();
        Compressor compressor = mode.newCompressor();
        Decompressor decompressor = mode.newDecompressor();
        Random random = new Random(level);
        for (Arguments arguments : inputs().toList()) {
            byte[] original = (byte[]) arguments.get()[1];
            byte[] compressed = compress(compressor, original);
            // the whole chunk, its ends, and random ranges
            assertRange(decompressor, compressed, original, 0, original.length);
            assertRange(decompressor, compressed, original, 0, Math.min(1, original.length));
            assertRange(decompressor, compressed, original, original.length, 0);
            for (int i = 0; i < 50 && original.length > 0; i++) {
                int offset = random.nextInt(original.length);
                int length = random.nextInt(original.length - offset + 1);
                assertRange(decompressor.clone(), compressed, original, offset, length);
            }
        }
        compressor.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void textCompressesAndRandomBytesDoNotGrowMuch(String name, byte[] original) throws IOException {
        ZstdCompressionMode mode = (ZstdCompressionMode) ZstdVariant.DICT.layout(3).mode();
        try (Compressor compressor = mode.newCompressor()) {
            int size = compress(compressor, original).length;
            if (name.equals("text")) {
                assertThat(size).isLessThan(original.length / 20);
            }
            if (name.equals("random")) {
                assertThat(size).isLessThan(original.length + 1024);
            }
        }
    }

    @ParameterizedTest(name = "{0} level {1}")
    @MethodSource("modes")
    void sameFrameWhateverTheReadersLevel(ZstdVariant variant, int level) throws IOException {
        byte[] original = "level does not matter to the reader ".repeat(500).getBytes(StandardCharsets.UTF_8);
        byte[] compressed;
        try (Compressor compressor = variant.layout(level).mode().newCompressor()) {
            compressed = compress(compressor, original);
        }
        Decompressor otherLevel = variant.layout(level == 1 ? 6 : 1).mode().newDecompressor();
        assertRange(otherLevel, compressed, original, 0, original.length);
    }

    @org.junit.jupiter.api.Test
    void corruptFrameIsACorruptIndex() throws IOException {
        byte[] original = "some text to compress, repeated. ".repeat(300).getBytes(StandardCharsets.UTF_8);
        Decompressor decompressor = ZstdVariant.ES.layout(3).mode().newDecompressor();
        byte[] compressed;
        try (Compressor compressor = ZstdVariant.ES.layout(3).mode().newCompressor()) {
            compressed = compress(compressor, original);
        }
        // the frame's magic number follows its one- or two-byte VInt length; byte 3 is part of it either way
        // (corrupt literals are not zstd's to catch: Lucene checksums every file)
        compressed[3] ^= 0x5A;
        assertThatThrownBy(() -> decompressor.decompress(new ByteArrayDataInput(compressed), original.length, 0,
                original.length, new BytesRef())).isInstanceOf(IOException.class);
    }

    @org.junit.jupiter.api.Test
    void layoutCutsAChunkIntoTenBlocksAfterA60thDictionary() {
        ZstdBlockLayout layout = ZstdBlockLayout.of(60_000, 10, 60);
        assertThat(layout.dictLength()).isEqualTo(1000);
        assertThat(layout.blockCount()).isEqualTo(10);
        assertThat(layout.blockStart(9) + layout.blockLength(9, 60_000)).isEqualTo(60_000);
        assertThat(ZstdBlockLayout.of(100, 10, 60).dictLength()).as("too short for a dictionary").isZero();
        assertThat(ZstdBlockLayout.of(5, 10, 0).blockCount()).isEqualTo(5);
        assertThat(ZstdBlockLayout.of(0, 10, 60).blockCount()).isZero();
        assertThat(ZstdBlockLayout.of(240 * 1024, 1, 0).blockCount()).isEqualTo(1);
    }

    private static byte[] compress(Compressor compressor, byte[] original) throws IOException {
        ByteBuffersDataOutput out = new ByteBuffersDataOutput();
        compressor.compress(new ByteBuffersDataInput(java.util.List.of(java.nio.ByteBuffer.wrap(original))), out);
        return out.toArrayCopy();
    }

    private static void assertRange(Decompressor decompressor, byte[] compressed, byte[] original, int offset,
                                    int length) throws IOException {
        ByteArrayDataInput in = new ByteArrayDataInput(compressed);
        BytesRef bytes = new BytesRef();
        decompressor.decompress(in, original.length, offset, length, bytes);
        assertThat(bytes.length).isEqualTo(length);
        assertThat(Arrays.copyOfRange(bytes.bytes, bytes.offset, bytes.offset + bytes.length))
                .isEqualTo(Arrays.copyOfRange(original, offset, offset + length));
        assertThat(in.getPosition()).as("the whole chunk is consumed").isEqualTo(compressed.length);
    }
}
