package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.writer.WriterSettings;
import org.junit.jupiter.api.Test;

class ValueParsingTest {
    @Test
    void sizesUseBinaryUnits() {
        assertThat(ByteSize.parse("512b").bytes()).isEqualTo(512);
        assertThatThrownBy(() -> ByteSize.parse("25")).hasMessage("'25' has no unit (write 25b, 25kb, 25mb or 25gb)");
        assertThat(ByteSize.parse("64mb").bytes()).isEqualTo(64L << 20);
        assertThat(ByteSize.parse("1G").bytes()).isEqualTo(1L << 30);
        assertThat(ByteSize.parse("1.5kb").bytes()).isEqualTo(1536);
        assertThat(ByteSize.human(64L << 20)).isEqualTo("64mb");
        assertThatThrownBy(() -> ByteSize.parse("lots")).hasMessageContaining("'lots' is not a size");
        assertThatThrownBy(() -> ByteSize.parse("-5mb")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void bufferPercentResolvesAgainstHeapWithThe48MbFloor() {
        long gb = 1L << 30;
        assertThat(BufferSize.parse("10%").resolve(gb)).isEqualTo((long) (gb * 0.10));
        assertThat(BufferSize.parse("10%").resolve(256L << 20)).isEqualTo(48L << 20);
        assertThat(BufferSize.parse("100%").resolve(gb)).isEqualTo(gb);
        assertThat(BufferSize.parse("16mb").resolve(gb)).as("absolute sizes are not clamped").isEqualTo(16L << 20);
    }

    @Test
    void bufferRejectsOutOfRangeAndGarbage() {
        assertThatThrownBy(() -> BufferSize.parse("150%")).hasMessageContaining("'150%'").hasMessageContaining("<= 100%");
        assertThatThrownBy(() -> BufferSize.parse("0%")).hasMessageContaining("> 0%");
        assertThatThrownBy(() -> BufferSize.parse("0mb")).hasMessageContaining("larger than zero");
        assertThatThrownBy(() -> BufferSize.parse("big")).hasMessageContaining("'big' is not a percentage or size");
    }

    @Test
    void intervalsAcceptUnitsAndOff() {
        assertThat(Interval.parse("500ms").millis()).isEqualTo(500);
        assertThat(Interval.parse("5s").millis()).isEqualTo(5000);
        assertThat(Interval.parse("1m").millis()).isEqualTo(60_000);
        assertThat(Interval.parse("off").isOff()).isTrue();
        assertThat(Interval.parse("-1").isOff()).isTrue();
        assertThat(Interval.parse("30s")).hasToString("30s");
        assertThatThrownBy(() -> Interval.parse("5")).hasMessageContaining("'5' is not a duration");
        assertThatThrownBy(() -> Interval.parse("0s")).hasMessageContaining("at least 1ms");
    }

    @Test
    void specRejectsNonPositiveCountsNamingTheOption() {
        assertThatThrownBy(() -> LabSettings.defaults().set(IndexSettings.SHARDS, 0).build())
                .hasMessage("--shards: '0' is not allowed (must be at least 1)");
        assertThatThrownBy(() -> LabSettings.defaults().set(ClientSettings.DOCS, -3).build()).hasMessageContaining("--docs: '-3'");
        assertThatThrownBy(() -> LabSettings.defaults().set(WriterSettings.MERGE_THREADS, 4).set(WriterSettings.MERGE_COUNT, 2).build())
                .hasMessageContaining("--merge-count");
    }

    @Test
    void defaultsAreElasticsearchOutOfTheBox() {
        ExperimentSpec d = LabSettings.defaults().set(ControllerSettings.HEAP_BYTES, 1L << 30).build();
        assertThat(d.get(IndexSettings.SHARDS)).isEqualTo(1);
        assertThat(d.get(ControllerSettings.FLUSH_MODE).cliName()).isEqualTo("next-buffer");
        assertThat(d.get(ControllerSettings.SELECTOR).cliName()).isEqualTo("round-robin");
        assertThat(d.get(ControllerSettings.BUFFER).toString()).isEqualTo("10%");
        assertThat(ControllerSettings.from(d).bufferBytes()).isEqualTo((long) ((1L << 30) * 0.1));
        assertThat(d.get(ControllerSettings.CONTROLLER_INTERVAL_MS).millis()).isEqualTo(5000);
        assertThat(d.get(IndexSettings.REFRESH_INTERVAL_MS).millis()).isEqualTo(1000);
        assertThat(d.get(IndexSettings.SEARCH_IDLE_MS).millis()).isEqualTo(30_000);
        assertThat(d.get(WriterSettings.MERGE_COUNT)).isEqualTo(d.get(WriterSettings.MERGE_THREADS) + 5);
        assertThat(LabSettings.defaults().set(IndexSettings.REFRESH_INTERVAL_MS, Interval.ofSeconds(5)).build().get(IndexSettings.SEARCH_IDLE_MS).isOff())
                .as("an explicit refresh interval turns search-idle off").isTrue();
    }
}
