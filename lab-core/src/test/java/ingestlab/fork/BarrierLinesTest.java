package ingestlab.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.results.TrialRun;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The barrier's lines: a request asks for it, the child says ready, the parent says go. */
class BarrierLinesTest {
    @Test
    void aRequestWithABarrierSaysSoAndAReadyLineIsToldFromARunLine() throws Exception {
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, LabSettings.defaults().build(),
                new TrialRun("r", 1, false, 1), Path.of("w"), 0, false, false, false);
        assertThat(request.barrier()).isFalse();
        ForkRequest barrier = request.withBarrier();
        assertThat(ForkLines.write(barrier)).contains("\"barrier\":true");
        assertThat(ForkLines.read(ForkLines.write(barrier), ForkRequest.class)).isEqualTo(barrier);
        assertThat(ForkLines.write(ReadyLine.READY)).isEqualTo("{\"ready\":true}");
        assertThat(ForkLines.readChildLine("{\"ready\":true}")).isEqualTo(ReadyLine.READY);
        RunLine run = new RunLine(false, 5, Map.of("status", "ok"), Map.of(), null);
        assertThat(ForkLines.readChildLine(ForkLines.write(run))).isEqualTo(run);
        assertThat(ForkLines.write(new TurnLine(TurnLine.Turn.GO))).isEqualTo("{\"turn\":\"go\"}");
        ForkRequest lockstep = ForkRequest.of(ForkRequest.Work.BARE, LabSettings.defaults().build(),
                new TrialRun("r", 1, false, 1), null, 0, false, false, true);
        assertThatThrownBy(lockstep::withBarrier).hasMessageContaining("single run");
    }
}
