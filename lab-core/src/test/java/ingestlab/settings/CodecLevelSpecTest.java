package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.WriterSettings;
import org.junit.jupiter.api.Test;

class CodecLevelSpecTest {

    @Test
    void zstdDefaultsToLevel3AndLuceneCodecsHaveNoLevel() {
        ExperimentSpec zstd = LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.ZSTD).build();
        assertThat(zstd.get(WriterSettings.CODEC_LEVEL)).isEqualTo(3);
        assertThat(WriterSettings.CODEC_LEVEL.value(zstd)).isEqualTo("3");
        ExperimentSpec lz4 = LabSettings.defaults().build();
        assertThat(lz4.get(WriterSettings.CODEC_LEVEL)).isEqualTo(CodecChoice.NO_LEVEL);
        assertThat(WriterSettings.CODEC_LEVEL.value(lz4)).isEmpty();
    }

    @Test
    void levelsOutsideOneToSixAreRefused() {
        for (int level : new int[] {0, 7, -1, 22}) {
            assertThatThrownBy(() -> LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.ZSTD_ES).set(WriterSettings.CODEC_LEVEL, level).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--codec-level: '" + level + "' is not allowed (zstd-es takes levels 1 to 6)");
        }
        assertThat(LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.ZSTD_NO_DICT).set(WriterSettings.CODEC_LEVEL, 6).build().get(WriterSettings.CODEC_LEVEL))
                .isEqualTo(6);
    }

    @Test
    void aLevelForACodecWithoutLevelsIsRefused() {
        assertThatThrownBy(() -> LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.BEST_COMPRESSION).set(WriterSettings.CODEC_LEVEL, 3).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--codec-level: '3' is not allowed with --codec best-compression")
                .hasMessageContaining("zstd, zstd-no-dict, zstd-es");
    }

    @Test
    void aDefaultLevelFollowsACodecChange() {
        ExperimentSpec zstd = LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.ZSTD).build();
        assertThat(zstd.toBuilder().set(WriterSettings.CODEC, CodecChoice.DEFAULT).build().get(WriterSettings.CODEC_LEVEL)).isEqualTo(CodecChoice.NO_LEVEL);
        ExperimentSpec level5 = LabSettings.defaults().set(WriterSettings.CODEC, CodecChoice.ZSTD).set(WriterSettings.CODEC_LEVEL, 5).build();
        assertThat(level5.toBuilder().set(WriterSettings.CODEC, CodecChoice.ZSTD_ES).build().get(WriterSettings.CODEC_LEVEL)).isEqualTo(5);
    }

    @Test
    void aliasesParseToCanonicalNames() {
        ExperimentSpec lz4 = LabSettings.defaults().set(WriterSettings.CODEC, NamedValues.parse(CodecChoice.class, "LZ4")).build();
        assertThat(WriterSettings.CODEC.value(lz4)).isEqualTo("default");
        assertThat(NamedValues.parse(CodecChoice.class, "deflate")).isEqualTo(CodecChoice.BEST_COMPRESSION);
        assertThat(NamedValues.parse(CodecChoice.class, "zstd-no-dict")).isEqualTo(CodecChoice.ZSTD_NO_DICT);
        assertThatThrownBy(() -> NamedValues.parse(CodecChoice.class, "snappy"))
                .hasMessageStartingWith("'snappy' is not one of default (alias lz4")
                .hasMessageContaining("best-compression (alias deflate), zstd, zstd-no-dict, zstd-es");
    }
}
