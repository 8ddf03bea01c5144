package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import org.junit.jupiter.api.Test;

class CodecLevelSpecTest {

    @Test
    void zstdDefaultsToLevel3AndLuceneCodecsHaveNoLevel() {
        ExperimentSpec zstd = ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.ZSTD).build();
        assertThat(zstd.get(LabSettings.CODEC_LEVEL)).isEqualTo(3);
        assertThat(LabSettings.CODEC_LEVEL.value(zstd)).isEqualTo("3");
        ExperimentSpec lz4 = ExperimentSpec.defaults().build();
        assertThat(lz4.get(LabSettings.CODEC_LEVEL)).isEqualTo(CodecChoice.NO_LEVEL);
        assertThat(LabSettings.CODEC_LEVEL.value(lz4)).isEmpty();
    }

    @Test
    void levelsOutsideOneToSixAreRefused() {
        for (int level : new int[] {0, 7, -1, 22}) {
            assertThatThrownBy(() -> ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.ZSTD_ES).set(LabSettings.CODEC_LEVEL, level).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--codec-level: '" + level + "' is not allowed (zstd-es takes levels 1 to 6)");
        }
        assertThat(ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.ZSTD_NO_DICT).set(LabSettings.CODEC_LEVEL, 6).build().get(LabSettings.CODEC_LEVEL))
                .isEqualTo(6);
    }

    @Test
    void aLevelForACodecWithoutLevelsIsRefused() {
        assertThatThrownBy(() -> ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.BEST_COMPRESSION).set(LabSettings.CODEC_LEVEL, 3).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--codec-level: '3' is not allowed with --codec best-compression")
                .hasMessageContaining("zstd, zstd-no-dict, zstd-es");
    }

    @Test
    void aDefaultLevelFollowsACodecChange() {
        ExperimentSpec zstd = ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.ZSTD).build();
        assertThat(zstd.toBuilder().set(LabSettings.CODEC, CodecChoice.DEFAULT).build().get(LabSettings.CODEC_LEVEL)).isEqualTo(CodecChoice.NO_LEVEL);
        ExperimentSpec level5 = ExperimentSpec.defaults().set(LabSettings.CODEC, CodecChoice.ZSTD).set(LabSettings.CODEC_LEVEL, 5).build();
        assertThat(level5.toBuilder().set(LabSettings.CODEC, CodecChoice.ZSTD_ES).build().get(LabSettings.CODEC_LEVEL)).isEqualTo(5);
    }

    @Test
    void aliasesParseToCanonicalNames() {
        ExperimentSpec lz4 = ExperimentSpec.defaults().set(LabSettings.CODEC, NamedValues.parse(CodecChoice.class, "LZ4")).build();
        assertThat(LabSettings.CODEC.value(lz4)).isEqualTo("default");
        assertThat(NamedValues.parse(CodecChoice.class, "deflate")).isEqualTo(CodecChoice.BEST_COMPRESSION);
        assertThat(NamedValues.parse(CodecChoice.class, "zstd-no-dict")).isEqualTo(CodecChoice.ZSTD_NO_DICT);
        assertThatThrownBy(() -> NamedValues.parse(CodecChoice.class, "snappy"))
                .hasMessageStartingWith("'snappy' is not one of default (alias lz4")
                .hasMessageContaining("best-compression (alias deflate), zstd, zstd-no-dict, zstd-es");
    }
}
