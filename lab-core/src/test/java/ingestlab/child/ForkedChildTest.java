package ingestlab.child;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.calibrate.BareIndexer;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.experiment.ProgressListener;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.RunLine;
import ingestlab.fork.TurnLine;
import ingestlab.load.ClientSettings;
import ingestlab.results.CompanionFile;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The child's side of the protocol, in this JVM: one line per run, one run per turn in lockstep. */
class ForkedChildTest {
    @TempDir
    Path dir;

    private static final ExperimentSpec TINY = LabSettings.defaults().setText(DataSettings.DATASET, "http_logs")
            .set(ClientSettings.DOCS, 500).build();

    @Test
    void aLockstepChildRunsOneTrialPerTurnUntilToldToStop() throws Exception {
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, TINY, new TrialRun("r", 0, false, 0),
                dir.resolve("work"), 0, false, false, true);
        List<RunLine> lines = serve(request, TurnLine.Turn.WARMUP, TurnLine.Turn.WARMUP, TurnLine.Turn.TIMED,
                TurnLine.Turn.STOP, TurnLine.Turn.TIMED);
        assertThat(lines).extracting(l -> l.warmup() + " " + l.row().get("warmup") + " " + l.row().get("trial"))
                .containsExactly("true true 1", "true true 2", "false false 1");
        assertThat(lines).allMatch(l -> l.row().get("status").equals("ok") && l.row().get("docs_verified").equals("500")
                && l.nanos() > 0 && l.companions().getOrDefault(CompanionFile.TIMELINE, List.of()).isEmpty());
    }

    @Test
    void aSingleRunSendsItsRowWithTheParentsBookkeepingAndTimeline() throws Exception {
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, TINY, new TrialRun("sweep-1", 2, true, 9),
                dir.resolve("work"), 50, false, false, false);
        RunLine line = serve(request).getFirst();
        assertThat(line.row()).containsEntry("run_id", "sweep-1").containsEntry("trial", "2")
                .containsEntry("warmup", "true").containsEntry("order", "9").containsEntry("docs", "500");
        assertThat(line.companions().get(CompanionFile.TIMELINE)).isNotEmpty().allMatch(row -> row.get("run_id").equals("sweep-1"));
    }

    @Test
    void theBareLoopSendsItsResult() throws Exception {
        ForkRequest request = ForkRequest.of(ForkRequest.Work.BARE, TINY, new TrialRun("r", 0, false, 0),
                dir.resolve("work"), 0, false, false, true);
        List<RunLine> lines = serve(request, TurnLine.Turn.TIMED, TurnLine.Turn.STOP);
        BareIndexer.Result result = ForkLines.fromTree(lines.getFirst().bare(), BareIndexer.Result.class);
        assertThat(result.verified()).isTrue();
        assertThat(result.docs()).isEqualTo(500);
        assertThat(lines.getFirst().row()).isNull();
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }

    private static List<RunLine> serve(ForkRequest request, TurnLine.Turn... turns) throws Exception {
        StringBuilder in = new StringBuilder(ForkLines.write(request)).append('\n');
        for (TurnLine.Turn turn : turns) {
            in.append(ForkLines.write(new TurnLine(turn))).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            ForkedChild.serve(new ByteArrayInputStream(in.toString().getBytes(StandardCharsets.UTF_8)), print,
                    ProgressListener.NONE);
        }
        List<RunLine> lines = new ArrayList<>();
        for (String line : out.toString(StandardCharsets.UTF_8).lines().toList()) {
            lines.add(ForkLines.read(line, RunLine.class));
        }
        return lines;
    }
}
