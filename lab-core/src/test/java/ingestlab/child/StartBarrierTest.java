package ingestlab.child;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.experiment.ProgressListener;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.ReadyLine;
import ingestlab.fork.RunLine;
import ingestlab.fork.TurnLine;
import ingestlab.load.ClientSettings;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A child at a barrier: ready once set up, then its run only after go; no go, no run. */
class StartBarrierTest {
    @TempDir
    Path dir;

    private static final ExperimentSpec TINY = LabSettings.defaults().setText(DataSettings.DATASET, "http_logs")
            .set(ClientSettings.DOCS, 500).build();

    private List<String> serve(String... after) throws Exception {
        ForkRequest request = ForkRequest.of(ForkRequest.Work.TRIAL, TINY, new TrialRun("r", 1, false, 1),
                dir.resolve("work"), 0, false, false, false).withBarrier();
        StringBuilder in = new StringBuilder(ForkLines.write(request)).append('\n');
        for (String line : after) {
            in.append(line).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            ForkedChild.serve(new ByteArrayInputStream(in.toString().getBytes(StandardCharsets.UTF_8)), print,
                    ProgressListener.NONE);
        }
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theChildSaysReadyThenRunsOnGoAndItsRowHasTheMeasuredSpan() throws Exception {
        List<String> lines = serve(ForkLines.write(new TurnLine(TurnLine.Turn.GO)));
        assertThat(lines).hasSize(2);
        assertThat(ForkLines.read(lines.get(0), ReadyLine.class)).isEqualTo(ReadyLine.READY);
        RunLine run = ForkLines.read(lines.get(1), RunLine.class);
        assertThat(run.row()).containsEntry("status", "ok").containsEntry("docs_verified", "500")
                .containsEntry("duet_pair", "").containsEntry("cpus", "").containsEntry("overlap", "");
        Instant start = Instant.parse(run.row().get("trial_start"));
        Instant end = Instant.parse(run.row().get("trial_end"));
        assertThat(start).isAfterOrEqualTo(Instant.parse(run.row().get("started_at")));
        assertThat(end).isAfterOrEqualTo(start);
    }

    @Test
    void withoutGoTheTrialFailsSayingSoAndIndexesNothing() throws Exception {
        List<String> lines = serve();
        assertThat(lines).hasSize(2);
        RunLine run = ForkLines.read(lines.get(1), RunLine.class);
        assertThat(run.row()).containsEntry("status", "failed")
                .containsEntry("error", "IOException: the parent closed stdin before saying go");
        assertThat(serve(ForkLines.write(new TurnLine(TurnLine.Turn.STOP))).get(1))
                .contains("the parent said STOP where go was expected");
    }
}
