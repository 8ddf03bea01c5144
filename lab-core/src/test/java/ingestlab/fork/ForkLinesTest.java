package ingestlab.fork;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.catalog.SpecJson;
import ingestlab.load.ClientSettings;
import ingestlab.results.CompanionFile;
import ingestlab.results.TrialRun;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The fork protocol's lines: each record survives its JSON line, and the wire names are the documented ones. */
class ForkLinesTest {
    @Test
    void aRequestSurvivesItsLineWithEverySetting() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(ClientSettings.DOCS, 1234).set(ControllerSettings.HEAP_BYTES, 96L << 20)
                .set(ControllerSettings.BUFFER, BufferSize.parse("7%")).set(ClientSettings.SKIP_BAD, true).build();
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, spec, new TrialRun("run-1", 3, true, 17),
                Path.of("work"), 1000, true, false, true);
        String line = ForkLines.write(request);
        assertThat(line).doesNotContain("\n").startsWith("{").contains("\"work\":\"TRIAL\"", "\"run_id\":\"run-1\"",
                "\"timeline_millis\":1000", "\"check_index\":true", "\"heap_bytes\":\"100663296\"");
        ForkRequest read = ForkLines.read(line, ForkRequest.class);
        assertThat(read).isEqualTo(request);
        assertThat(SpecJson.write(read.experimentSpec())).isEqualTo(SpecJson.write(spec));
        assertThat(read.workPath()).isEqualTo(Path.of("work").toAbsolutePath());
    }

    @Test
    void aRunLineCarriesARowAndTheRowsOfEachFileBesideIt() throws Exception {
        RunLine run = new RunLine(false, 42, Map.of("status", "ok"), Map.of(
                CompanionFile.TIMELINE, List.of(Map.of("docs", "5")),
                CompanionFile.INDICES, List.of(Map.of("index", "k8")),
                CompanionFile.INDEX_TIMELINE, List.of(Map.of("index", "k8", "buffer_bytes", "1024"))), null);
        String line = ForkLines.write(run);
        assertThat(line).doesNotContain("bare");
        assertThat(ForkLines.read(line, RunLine.class)).isEqualTo(run);
        RunLine bare = new RunLine(true, 7, null, null, ForkLines.tree(Map.of("docs", 10)));
        RunLine readBare = ForkLines.read(ForkLines.write(bare), RunLine.class);
        assertThat(readBare.row()).isNull();
        assertThat(readBare.companions()).isEmpty();
        assertThat(readBare.bare().get("docs").asLong()).isEqualTo(10);
    }

    @Test
    void turnsAreLowerCaseWords() throws Exception {
        assertThat(ForkLines.write(new TurnLine(TurnLine.Turn.WARMUP))).isEqualTo("{\"turn\":\"warmup\"}");
        assertThat(ForkLines.read("{\"turn\":\"stop\"}", TurnLine.class).turn()).isEqualTo(TurnLine.Turn.STOP);
        assertThat(ForkLines.isProtocol("[0.123s][info][jfr] Started recording")).isFalse();
    }
}
