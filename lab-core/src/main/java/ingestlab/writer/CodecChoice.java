package ingestlab.writer;

import ingestlab.codec.StoredFieldsLayout;
import ingestlab.codec.ZstdCodec;
import ingestlab.codec.ZstdEsCodec;
import ingestlab.codec.ZstdLevels;
import ingestlab.codec.ZstdNoDictCodec;
import ingestlab.codec.ZstdVariant;
import ingestlab.util.Named;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;

/**
 * The codec of each shard ({@code --codec}): which stored-fields compression the segments get. Everything but
 * stored fields is Lucene's default codec. The zstd codecs take a level ({@code --codec-level}); the others have none.
 * Details and how to add a codec: docs/codecs.md.
 */
public enum CodecChoice implements Named {
    /** Lucene's BEST_SPEED: LZ4 stored fields, 80 KB / 1024-doc chunks (Elasticsearch's {@code default}). */
    DEFAULT(List.of("lz4"), false,
            level -> new Lucene104Codec(Lucene104Codec.Mode.BEST_SPEED), level -> StoredFieldsLayout.LUCENE_BEST_SPEED),
    /** Lucene's BEST_COMPRESSION: DEFLATE level 6 stored fields, 480 KB / 4096-doc chunks. */
    BEST_COMPRESSION(List.of("deflate"), false,
            level -> new Lucene104Codec(Lucene104Codec.Mode.BEST_COMPRESSION),
            level -> StoredFieldsLayout.LUCENE_BEST_COMPRESSION),
    /** OpenSearch-like zstd: 480 KB chunks in 10 blocks sharing a raw-content dictionary. */
    ZSTD(List.of(), true, ZstdCodec::new, ZstdVariant.DICT::layout),
    /** OpenSearch-like zstd_no_dict: 480 KB chunks in 10 independent blocks. */
    ZSTD_NO_DICT(List.of(), true, ZstdNoDictCodec::new, ZstdVariant.NO_DICT::layout),
    /** Elasticsearch-like zstd: one frame per 240 KB / 2048-doc chunk. */
    ZSTD_ES(List.of(), true, ZstdEsCodec::new, ZstdVariant.ES::layout);

    /** The {@code codec_level} of a codec that has no levels. */
    public static final int NO_LEVEL = 0;

    private final List<String> aliases;
    private final boolean hasLevels;
    private final IntFunction<Codec> codec;
    private final IntFunction<StoredFieldsLayout> layout;

    CodecChoice(List<String> aliases, boolean hasLevels, IntFunction<Codec> codec,
                IntFunction<StoredFieldsLayout> layout) {
        this.aliases = aliases;
        this.hasLevels = hasLevels;
        this.codec = codec;
        this.layout = layout;
    }

    /** True for the codecs that take {@code --codec-level}. */
    public boolean hasLevels() {
        return hasLevels;
    }

    /** {@link ZstdLevels#DEFAULT} for codecs with levels, {@link #NO_LEVEL} for the others. */
    public int defaultLevel() {
        return hasLevels ? ZstdLevels.DEFAULT : NO_LEVEL;
    }

    /** Whether {@code level} fits this codec: 1..6 with levels, {@link #NO_LEVEL} without. */
    public boolean accepts(int level) {
        return hasLevels ? level >= ZstdLevels.MIN && level <= ZstdLevels.MAX : level == NO_LEVEL;
    }

    /** The codecs that take a level. */
    public static List<String> withLevels() {
        return Arrays.stream(values()).filter(CodecChoice::hasLevels).map(CodecChoice::cliName).toList();
    }

    private void checkLevel(int level) {
        if (!accepts(level)) {
            throw new IllegalArgumentException(cliName() + " does not take level " + level);
        }
    }

    /** A new codec instance writing at {@code level} (ignored by codecs without levels). */
    public Codec create(int level) {
        checkLevel(level);
        return codec.apply(level);
    }

    /** What the codec does to stored fields at {@code level}. */
    public StoredFieldsLayout storedFields(int level) {
        checkLevel(level);
        return layout.apply(level);
    }

    @Override
    public List<String> aliases() {
        return aliases;
    }
}
